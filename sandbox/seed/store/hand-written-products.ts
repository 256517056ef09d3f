import { PRODUCTS } from "#sandbox/seed/catalog.ts";

/**
 * Ids of the hand-written catalogue products. Tests and journeys count on their exact
 * stock, so store data drawn at random leaves them alone.
 */
export const HAND_WRITTEN_PRODUCT_IDS: ReadonlySet<number> = new Set(
  PRODUCTS.map((product) => product.id),
);
