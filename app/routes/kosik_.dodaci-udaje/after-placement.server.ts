import { redirect } from "@remix-run/node";

import { authRedirect } from "#app/account/auth.server.ts";
import { clearCheckoutChoices } from "#app/checkout/checkout-session.server.ts";
import { signInAfterOrder } from "#app/checkout/order-sign-in.server.ts";
import { forgetOrderKey } from "#app/routes/kosik_.dodaci-udaje/checkout-order-key.server.ts";
import { cartTokenCookie } from "#app/shopper/cookies.server.ts";
import { flashNotification } from "#app/shopper/flash.server.ts";
import type { Notification } from "#app/shopper/notification.ts";
import { requestAfter } from "#app/shopper/session.server.ts";
import { href } from "#app/utils/href.ts";
import type { PlacedOrder, RequestContext } from "#bff/index.server.ts";

type Notice = Omit<Notification, "id">;

/**
 * Notices the shopper has to act on stay longer than the usual 5 s: the finished page is
 * long, and they should not miss that the address or the login did not go through.
 */
const LASTING_NOTICE_MS = 15_000;

const AFTER_ORDER_NOTICES = {
  loggedIn: { type: "success", message: "checkoutAccount.finished.loggedIn" },
  accountCreated: {
    type: "info",
    message: "checkoutAccount.finished.accountCreated",
    durationMs: LASTING_NOTICE_MS,
  },
  addressNotSaved: {
    type: "warning",
    message: "checkoutAccount.finished.addressNotSaved",
    durationMs: LASTING_NOTICE_MS,
  },
} satisfies Record<string, Notice>;

/**
 * After a placement (or a repeat of one): the checkout choices, the chosen gift, the form's
 * key and the guest cart token are forgotten, and the shopper goes to the payment gateway
 * for an online payment, else to the finished page that loads the order by its token. A
 * guest who opened an account with the order is logged in with it (the password is in
 * the form); when that fails the order still goes on, and the notice says to log in.
 */
export async function afterPlacement(
  request: Request,
  ctx: RequestContext,
  order: PlacedOrder,
  formData: FormData,
) {
  const finished = `${href("checkoutFinished", ctx.locale)}?token=${encodeURIComponent(order.token)}`;
  const to = order.paymentUrl ?? finished;
  // The session cookie holds the choices and the notices: each step builds on the last.
  const clearedSession = await clearCheckoutChoices(request);
  const cleared = requestAfter(request, [clearedSession]);
  const orderKey = await forgetOrderKey();
  const notices: Array<Notice> = order.addressNotSaved ? [AFTER_ORDER_NOTICES.addressNotSaved] : [];
  if (order.registeredEmail) {
    const password = formData.get("password");
    const login =
      typeof password === "string"
        ? await signInAfterOrder(ctx, { email: order.registeredEmail, password })
        : null;
    if (login) {
      return authRedirect(cleared, {
        to,
        cookies: [...login, orderKey],
        notifications: [AFTER_ORDER_NOTICES.loggedIn, ...notices],
      });
    }
    notices.unshift(AFTER_ORDER_NOTICES.accountCreated);
  }
  const headers = new Headers();
  headers.append(
    "Set-Cookie",
    notices.length > 0 ? await flashNotification(cleared, notices) : clearedSession,
  );
  headers.append("Set-Cookie", orderKey);
  headers.append("Set-Cookie", await cartTokenCookie.serialize("", { maxAge: 0 }));
  return redirect(to, { status: 303, headers });
}
