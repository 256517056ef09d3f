import { parseWithZod } from "@conform-to/zod/v4";
import { data, replace, type AppLoadContext } from "@remix-run/node";

import { backTo, cartCookieHeader, cartRefusal } from "#app/cart/cart-actions.server.ts";
import { chosenGiftId, commitCartSession } from "#app/cart/cart-session.server.ts";
import {
  couponAttempt,
  couponRetryAfterSeconds,
  recordRefusedCoupon,
} from "#app/cart/coupon-rate-limit.server.ts";
import { storeRefusal, type RefusalWords } from "#app/forms/store-refusal.server.ts";
import { CartPageSchema, type CartPageChange } from "#app/schemas/cart.server.ts";
import { INVALID_CART_ITEMS_DURATION_MS, type Notification } from "#app/shopper/notification.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { SMALL_FORM_MAX_BYTES, readForm } from "#app/utils/request-body.server.ts";
import {
  afterCartChange,
  applyCoupon,
  isBffError,
  removeCartItem,
  removeCoupon,
  setCartCredits,
  updateCartItemAmount,
  type RequestContext,
} from "#bff/index.server.ts";

/**
 * How each control words the store's refusals, the shopper's input kept: the store's own
 * words at the control's field (the coupon's "Platnost kupónu vypršela"), other failures
 * for the control's form.
 */
const REFUSALS: Record<CartPageChange["intent"], RefusalWords> = {
  update: cartRefusal({ amount: "quantity" }),
  remove: cartRefusal({}),
  coupon: cartRefusal({ couponCode: "couponCode" }),
  removeCoupon: cartRefusal({}),
  credits: cartRefusal({ credits: "credits" }),
  gift: cartRefusal({}),
};

/** Runs one change with the store; returns the success message key. */
async function apply(ctx: RequestContext, change: CartPageChange): Promise<string> {
  switch (change.intent) {
    case "update":
      await updateCartItemAmount({ ctx, itemId: change.itemId, amount: change.quantity });
      return "cart.updated";
    case "remove":
      await removeCartItem({ ctx, itemId: change.itemId });
      return "cart.removed";
    case "coupon":
      await applyCoupon({ ctx, couponCode: change.couponCode });
      return "cart.coupon.applied";
    case "removeCoupon":
      await removeCoupon({ ctx });
      return "cart.coupon.removed";
    case "credits":
      await setCartCredits({ ctx, credits: change.credits });
      return change.credits > 0 ? "cart.credits.applied" : "cart.credits.removed";
    case "gift":
      return "cart.gifts.chosen";
  }
}

/**
 * Every control of the cart page: a plain POST that redirects back (303) with a
 * notification, or a fetcher submission with JavaScript. After each change the cart is
 * cleaned up (spec) and the chosen gift checked again; both end in the session cookie.
 */
export async function cartPageAction(request: Request, context: AppLoadContext) {
  const formData = await readForm(request, context, { maxBytes: SMALL_FORM_MAX_BYTES });
  const submission = parseWithZod(formData, { schema: CartPageSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const change = submission.value;
  const ctx = await requestContext(request, context);
  const coupon = change.intent === "coupon" ? couponAttempt(ctx, context) : null;
  if (coupon) {
    const waitSeconds = await couponRetryAfterSeconds(coupon);
    if (waitSeconds > 0) {
      return data(
        { result: submission.reply({ fieldErrors: { couponCode: ["cart.coupon.rateLimited"] } }) },
        { status: 429, headers: { "Retry-After": String(waitSeconds) } },
      );
    }
  }
  let message: string;
  try {
    message = await apply(ctx, change);
  } catch (error) {
    if (!isBffError(error)) throw error;
    const { status, ...errors } = storeRefusal(error, REFUSALS[change.intent]);
    // A code the store refused, not an outage: guessing codes is limited like logins.
    if (coupon && status < 500) await recordRefusedCoupon(coupon);
    return data({ result: submission.reply(errors) }, { status });
  }
  const wanted = change.intent === "gift" ? change.giftId : await chosenGiftId(request);
  const after = await afterCartChange({ ctx, chosenGiftId: wanted });
  if (change.intent === "gift" && after.giftId === null) {
    return data(
      { result: submission.reply({ fieldErrors: { giftId: ["cart.gifts.unavailable"] } }) },
      { status: 422 },
    );
  }
  const notifications: Array<Omit<Notification, "id">> = [{ type: "success", message }];
  if (after.droppedGift && change.intent !== "gift") {
    notifications.push({
      type: "warning",
      message:
        after.droppedGift.reason === "threshold"
          ? "cart.gifts.droppedThreshold"
          : "cart.gifts.droppedUnavailable",
      values: { name: after.droppedGift.name },
    });
  }
  if (after.removedItems > 0) {
    notifications.push({
      type: "danger",
      message: "cart.removedInvalid",
      durationMs: INVALID_CART_ITEMS_DURATION_MS,
    });
  }
  const headers = new Headers();
  const tokenCookie = await cartCookieHeader(ctx.cartToken);
  if (tokenCookie) headers.append("Set-Cookie", tokenCookie);
  headers.append(
    "Set-Cookie",
    await commitCartSession(request, { giftId: after.giftId, notifications }),
  );
  // Replaces the history entry with JavaScript: a changed cart is not a page to go back to.
  return replace(backTo(request), { status: 303, headers });
}
