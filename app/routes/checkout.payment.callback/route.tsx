import type { LoaderFunctionArgs } from "@remix-run/node";

import { redirectWithNotice } from "#app/forms/redirect-with-notice.server.ts";
import { PaymentTokenSchema } from "#app/routes/checkout.payment.callback/payment-token.server.ts";
import type { Notification } from "#app/shopper/notification.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { href } from "#app/utils/href.ts";
import { isBffError, orderPaymentState } from "#bff/index.server.ts";

const NOTICES: Record<string, Omit<Notification, "id">> = {
  paid: { type: "success", message: "checkout.payment.paid" },
  cancelled: { type: "warning", message: "checkout.payment.cancelled" },
  failed: { type: "danger", message: "checkout.payment.failed" },
  pending: { type: "info", message: "checkout.payment.pending" },
};

const NOT_FOUND: Omit<Notification, "id"> = {
  type: "danger",
  message: "checkout.payment.notFound",
};

/**
 * Where the payment gateway sends the shopper back (`?code=&token=&status=`). The gateway
 * has recorded the result with the store before redirecting, so the storefront reads the
 * order's payment state from the store rather than believing the URL, changes nothing, and
 * goes on to the finished page with a message: a repeated or forged return can only show
 * the truth again. A payment not made is offered again on the finished page. The finished
 * page is the one of the order's language (a Slovak order returns to the Slovak page, in
 * euros), whichever address the gateway returned to.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context);
  const token = PaymentTokenSchema.safeParse(new URL(request.url).searchParams.get("token"));
  if (!token.success) {
    return redirectWithNotice(request, href("checkoutFinished", ctx.locale), NOT_FOUND);
  }
  let notice = NOT_FOUND;
  let locale = ctx.locale;
  try {
    const state = await orderPaymentState({ ctx, token: token.data });
    if (state) {
      notice = NOTICES[state.status] ?? notice;
      locale = state.locale ?? locale;
    }
  } catch (error) {
    if (!isBffError(error)) throw error;
    notice = { type: "info", message: "checkout.payment.unverified" };
  }
  const finished = href("checkoutFinished", locale);
  return redirectWithNotice(request, `${finished}?token=${encodeURIComponent(token.data)}`, notice);
}
