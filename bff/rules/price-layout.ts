/**
 * Spec §9: the product box lays its price out by the unit price's size, with breakpoints
 * at 999 and 99 999, so a long price never breaks the box.
 */
export type PriceLayout = "short" | "medium" | "long";

export function priceLayout(unitPrice: number): PriceLayout {
  if (unitPrice <= 999) return "short";
  if (unitPrice <= 99_999) return "medium";
  return "long";
}
