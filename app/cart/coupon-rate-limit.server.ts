import type { AppLoadContext } from "@remix-run/node";

import { clientAddress } from "#app/account/login-rate-limit.server.ts";
import { attemptLimit, type AttemptLimit, type RequestContext } from "#bff/index.server.ts";

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Refused coupon codes per cart and per client address in 15 minutes (decision 058): a
 * shopper who mistypes a code a few times never meets them; guessing codes does. The cart
 * alone would not hold, as a client without a cart cookie gets a new cart each time.
 */
export const COUPON_LIMITS = {
  cart: { max: 10, windowMs: FIFTEEN_MINUTES },
  ip: { max: 30, windowMs: FIFTEEN_MINUTES },
} as const;

export type CouponLimiter = { cart: AttemptLimit; ip: AttemptLimit };

/** In Redis with `REDIS_URL`, shared by every instance (decision 047), else in memory. */
export function createCouponLimiter(): CouponLimiter {
  return {
    cart: attemptLimit({ name: "coupon:cart", ...COUPON_LIMITS.cart }),
    ip: attemptLimit({ name: "coupon:address", ...COUPON_LIMITS.ip }),
  };
}

let processLimiter: CouponLimiter | undefined;

function sharedCouponLimiter(): CouponLimiter {
  processLimiter ??= createCouponLimiter();
  return processLimiter;
}

type CouponAttempt = { cart: string | null; ip: string | null };

/** Whose cart a coupon is tried on: the customer's login or the guest cart's token. */
export function couponAttempt(ctx: RequestContext, context: AppLoadContext): CouponAttempt {
  const cart = ctx.authToken ? `customer ${ctx.authToken}` : ctx.cartToken;
  return { cart: cart ? `cart ${cart}` : null, ip: clientAddress(context) };
}

/** Seconds until a coupon may be tried again on this cart or from this address, or 0. */
export async function couponRetryAfterSeconds(
  { cart, ip }: CouponAttempt,
  limiter: CouponLimiter = sharedCouponLimiter(),
): Promise<number> {
  const [byCart, byAddress] = await Promise.all([
    cart ? limiter.cart.retryAfterMs(cart) : 0,
    ip ? limiter.ip.retryAfterMs(ip) : 0,
  ]);
  return Math.ceil(Math.max(byCart, byAddress) / 1000);
}

/** A code the store refused counts against the cart and the address. */
export async function recordRefusedCoupon(
  { cart, ip }: CouponAttempt,
  limiter: CouponLimiter = sharedCouponLimiter(),
): Promise<void> {
  await Promise.all([cart ? limiter.cart.record(cart) : null, ip ? limiter.ip.record(ip) : null]);
}
