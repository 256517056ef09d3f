import type { AppLoadContext } from "@remix-run/node";

import type { KeptOffer } from "#app/components/catalog/limited-offer.tsx";
import type { LimitedOffer } from "#bff/pages/catalog-listing.ts";
import type { ProductCard } from "#bff/pages/product-card.ts";
import { type BoxCard, type KeptIn, keptCard } from "#bff/rules/kept-cards.ts";

/**
 * A list of boxes as the page's data should carry it (decision 068). A document's boxes
 * are rendered by the server and kept by the browser as markup, so their data stays here;
 * a client navigation's data request gets the whole cards, which the browser renders.
 * A business buyer's boxes hold forms per variant, which the browser renders itself.
 */
export function keepBoxes(context: AppLoadContext, cards: Array<ProductCard>): Array<BoxCard> {
  if (context.documentRequest !== true) return cards;
  if (cards.some((card) => card.variants.length > 0)) return cards;
  return cards.map(keptCard);
}

/** `keepBoxes` for a list streamed after the first paint. */
export async function keepBoxesLater(
  context: AppLoadContext,
  cards: Promise<Array<ProductCard>>,
): Promise<Array<BoxCard>> {
  return keepBoxes(context, await cards);
}

/** `keepBoxes` for every content block that shows boxes. */
export function keepBlockBoxes<B extends object>(
  context: AppLoadContext,
  blocks: Array<B>,
): Array<KeptIn<B>> {
  return blocks.map((block) =>
    "products" in block && Array.isArray(block.products)
      ? { ...block, products: keepBoxes(context, block.products as Array<ProductCard>) }
      : block,
  ) as Array<KeptIn<B>>;
}

/** `keepBoxes` for a category's limited offers, each a list of one box. */
export function keepOfferBoxes(
  context: AppLoadContext,
  offers: Array<LimitedOffer>,
): Array<KeptOffer> {
  return offers.map((offer) => ({
    ...offer,
    product: offer.product && (keepBoxes(context, [offer.product])[0] ?? null),
  }));
}
