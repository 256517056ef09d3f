import type { ProductCard } from "#bff/pages/product-card.ts";
import { type BoxCard, cardsToRender } from "#bff/rules/kept-cards.ts";

/** The cards of a loader's answer to a data request, which are never kept (decision 068). */
export function wholeCards(boxes: ReadonlyArray<BoxCard>): Array<ProductCard> {
  const cards = cardsToRender(boxes);
  if (!cards) throw new Error("a list of kept boxes, which only a document's data carries");
  return cards;
}
