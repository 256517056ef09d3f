import type { Db } from "#sandbox/db/open.ts";
import { httpError } from "#sandbox/http/errors.ts";
import { MESSAGES, type Message } from "#sandbox/message-language.ts";

export interface CouponRow {
  code: string;
  kind: "percent" | "fixed" | "free_shipping";
  value: number;
  min_order_minor: number;
  valid_from: number | null;
  valid_to: number | null;
}

export function findCoupon(db: Db, code: string): CouponRow | undefined {
  return db.prepare("SELECT * FROM coupons WHERE code = ?").get(code.trim()) as
    CouponRow | undefined;
}

/**
 * Why the coupon cannot be used on a cart worth `itemsMinor` (CZK minor units), or
 * undefined when it can. Titles are what the shopper reads at the coupon field.
 */
export function couponProblem(
  coupon: CouponRow,
  itemsCzkMinor: number,
  now: number,
): Message | undefined {
  if (coupon.valid_to !== null && now > coupon.valid_to) return MESSAGES.couponExpired;
  if (coupon.valid_from !== null && now < coupon.valid_from) return MESSAGES.couponNotYet;
  if (itemsCzkMinor < coupon.min_order_minor) {
    return MESSAGES.couponFrom(coupon.min_order_minor, "CZK");
  }
  return undefined;
}

export function requireUsableCoupon(
  db: Db,
  code: string,
  itemsCzkMinor: number,
  now: number,
): CouponRow {
  const coupon = findCoupon(db, code);
  if (!coupon) throw httpError(422, MESSAGES.couponMissing, "couponCode");
  const problem = couponProblem(coupon, itemsCzkMinor, now);
  if (problem) throw httpError(422, problem, "couponCode");
  return coupon;
}

/** The discount off the items (in the cart's currency); free shipping discounts no item. */
export function couponDiscount(
  coupon: CouponRow,
  itemsMinor: number,
  fromCzkMinor: (czk: number) => number,
): number {
  if (coupon.kind === "percent") return Math.round((itemsMinor * coupon.value) / 100);
  if (coupon.kind === "fixed") return Math.min(itemsMinor, fromCzkMinor(coupon.value));
  return 0;
}
