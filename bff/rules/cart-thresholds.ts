/**
 * The value the store measures the minimum order, free shipping and gifts against: the
 * items after the coupon (discountLimitPriceWithVat), or the items when it is not sent.
 */
export function cartValue(
  prices: { itemsWithTax: number; discountLimitPriceWithVat?: number } | null | undefined,
): number {
  if (!prices) return 0;
  return prices.discountLimitPriceWithVat ?? prices.itemsWithTax;
}

/**
 * What the shopper still has to add to reach a threshold of the cart's value (the minimum
 * order, free shipping). Both count the items after the coupon, as the store does when it
 * validates the order and prices shipping.
 */
export function remainingTo(threshold: number | null, value: number): number | null {
  if (threshold === null || threshold <= 0) return null;
  const remaining = roundMoney(threshold - value);
  return remaining > 0 ? remaining : null;
}

/**
 * Spec (minimum order): "Do minimální výše ceny objednávky vám zbývá ještě {remainingPrice}",
 * and checkout waits until it is met. An empty cart has no minimum to reach.
 */
export function minimumOrderRemainder({
  minimum,
  value,
  itemCount,
}: {
  minimum: number | null;
  value: number;
  itemCount: number;
}): number | null {
  return itemCount === 0 ? null : remainingTo(minimum, value);
}

/** Cents survive subtraction of prices like 1500 - 1234.56 without float noise. */
function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}
