/**
 * What an order costs, line by line, as every step shows it: the cart, both checkout steps,
 * the finished page and the account's order. One model, so the shopper sees the same lines
 * and the same total wherever they look, and the lines always add up to the total.
 */

/** A fee the shopper chose (shipping, payment); null in the summary until chosen. */
export type SummaryFee = { name: string | null; withTax: number; free: boolean };

export type OrderSummary = {
  /** The goods at their line prices (N+1 offers already priced into the lines). */
  itemsWithTax: number;
  /** The coupon's discount; null when nothing comes off. */
  discount: { couponCode: string | null; withTax: number } | null;
  /** Loyalty credits paying part of the order; null when none. */
  creditsWithTax: number | null;
  /** Gifts that come with the order, free. */
  gifts: Array<{ id: number; name: string }>;
  shipping: SummaryFee | null;
  payment: SummaryFee | null;
  /**
   * What the store's own total differs by from the sum of the lines above (its rounding),
   * shown as a line of its own so the lines add up; null when it does not differ.
   */
  roundingWithTax: number | null;
  totalWithTax: number;
  /** Null when the store did not say (an order stored before it priced without VAT). */
  totalWithoutTax: number | null;
  /** Shipping and payment are in the total: it is what the shopper will pay. */
  final: boolean;
};

type Fee = { name: string | null; withTax: number; withoutTax: number };

export type SummaryParts = {
  /** The currency's decimal places (spec §3 Currency): the hundredth for crowns and euros. */
  decimalPlaces: number;
  itemsWithTax: number;
  discountWithTax?: number | null;
  couponCode?: string | null;
  creditsWithTax?: number | null;
  gifts?: Array<{ id: number; name: string }>;
  shipping: Fee | null;
  payment: Fee | null;
  /**
   * The store's total: of the goods after discount and credits for a cart (shipping and
   * payment are added here), or of everything for a placed order (`includesFees`).
   */
  storeTotal: { withTax: number; withoutTax: number | null; includesFees: boolean };
};

/**
 * Money in whole minor units, so sums are exact: 0.1 + 0.2 Kč is 0,30 Kč, not
 * 0.30000000000000004, and a total compared with its lines never differs by a float's dust.
 */
function minorUnits(decimalPlaces: number) {
  const scale = 10 ** decimalPlaces;
  return {
    of: (amount: number) => Math.round(amount * scale),
    back: (minor: number) => minor / scale,
  };
}

function fee(fee: Fee | null): SummaryFee | null {
  if (!fee) return null;
  return { name: fee.name, withTax: fee.withTax, free: fee.withTax <= 0 };
}

/**
 * The summary of a cart or an order from the store's figures. The store's total is the
 * truth (it is what the shopper pays); the lines are the store's too, and should its total
 * differ from their sum by its rounding, a rounding line says so instead of a page that
 * does not add up.
 */
export function orderSummary(parts: SummaryParts): OrderSummary {
  const money = minorUnits(parts.decimalPlaces);
  const discount = money.of(parts.discountWithTax ?? 0);
  const credits = money.of(parts.creditsWithTax ?? 0);
  const shipping = money.of(parts.shipping?.withTax ?? 0);
  const payment = money.of(parts.payment?.withTax ?? 0);
  const fees = parts.storeTotal.includesFees ? 0 : shipping + payment;
  const total = money.of(parts.storeTotal.withTax) + fees;
  const lines = money.of(parts.itemsWithTax) - discount - credits + shipping + payment;
  const feesWithoutTax = parts.storeTotal.includesFees
    ? 0
    : money.of(parts.shipping?.withoutTax ?? 0) + money.of(parts.payment?.withoutTax ?? 0);
  const { withoutTax } = parts.storeTotal;
  return {
    itemsWithTax: money.back(money.of(parts.itemsWithTax)),
    discount:
      discount > 0 ? { couponCode: parts.couponCode ?? null, withTax: money.back(discount) } : null,
    creditsWithTax: credits > 0 ? money.back(credits) : null,
    gifts: parts.gifts ?? [],
    shipping: fee(parts.shipping),
    payment: fee(parts.payment),
    roundingWithTax: total === lines ? null : money.back(total - lines),
    totalWithTax: money.back(total),
    totalWithoutTax: withoutTax === null ? null : money.back(money.of(withoutTax) + feesWithoutTax),
    final: parts.shipping !== null && parts.payment !== null,
  };
}
