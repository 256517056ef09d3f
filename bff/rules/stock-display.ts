/** Spec: "max stock amount shown 5". */
export const DEFAULT_MAX_SHOWN_STOCK = 5;
/** Spec: the "unlimited default" shown for a product whose stock is not checked. */
export const UNCHECKED_STOCK_SHOWN = 5;

/**
 * The stock number a product shows. Spec: unchecked stock shows the unlimited default, negative
 * stock shows 0, and the number is capped by the configured maximum (0 shows the real stock).
 * The cap applies to the unlimited default too, so a lower maximum never shows more.
 */
export function displayedStock({
  stock,
  checkStock,
  maxShown,
}: {
  stock: number;
  checkStock: boolean;
  maxShown: number;
}): number {
  const shown = checkStock ? Math.max(0, stock) : UNCHECKED_STOCK_SHOWN;
  return maxShown > 0 ? Math.min(shown, maxShown) : shown;
}

/**
 * What a page a shared cache serves for up to a few minutes says of stock (decision 063):
 * whether the shown number reached the spec's maximum of 5 ("5 and more") or not ("the last
 * pieces"), never a count that an order since may have changed.
 */
export function sharedStockBand(stockShown: number): "plenty" | "few" {
  return stockShown >= DEFAULT_MAX_SHOWN_STOCK ? "plenty" : "few";
}
