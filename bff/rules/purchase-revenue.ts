import type { OrderSummary } from "#bff/rules/order-summary.ts";

/** What measurement reports for an order. */
export type PurchaseFigures = {
  /** Spec §9: purchase tracking includes tax and adds shipping and payment prices. */
  revenue: number;
  tax: number;
  shipping: number;
};

const cents = (amount: number) => Math.round(amount * 100);

/**
 * The order's revenue: the goods with tax, less the coupon, plus shipping and payment.
 * Loyalty credits are a way of paying, not a discount, so they stay in; the store's rounding
 * line stays out (it is no sale). Worked in cents, so 0.1 + 0.2 stays 0.3.
 */
export function purchaseFigures(summary: OrderSummary): PurchaseFigures {
  const shipping = cents(summary.shipping?.withTax ?? 0);
  const payment = cents(summary.payment?.withTax ?? 0);
  const revenue =
    cents(summary.itemsWithTax) - cents(summary.discount?.withTax ?? 0) + shipping + payment;
  const tax =
    summary.totalWithoutTax === null
      ? 0
      : cents(summary.totalWithTax) - cents(summary.totalWithoutTax);
  return { revenue: revenue / 100, tax: Math.max(0, tax) / 100, shipping: shipping / 100 };
}
