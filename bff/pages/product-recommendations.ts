import { deferredContext, type RequestContext } from "#bff/context.ts";
import { optional } from "#bff/optional.ts";
import { getStoreProduct } from "#bff/store/products.ts";

import type { ProductCard } from "./product-card.ts";
import { cardsFor } from "./product-cards.ts";
import type { FoundProduct } from "./product-page.ts";
import { productReviews } from "./product-reviews.ts";

/** As many as the store's product detail offers. */
const MAX_ALTERNATIVES = 8;

/**
 * A product's alternatives as boxes, only those that can be bought (spec: recommended
 * products must be available). The CMS product lists their ids, so the boxes are one call
 * away (depth 1 once the product is known); a CMS that does not list them leaves the store
 * product to name them (depth 2). Streamed below the fold, so a failure shows no
 * alternatives rather than no page.
 */
export async function productAlternatives({
  ctx,
  productId,
  alternativeIds = null,
}: {
  ctx: RequestContext;
  productId: number;
  alternativeIds?: Array<number> | null;
}): Promise<Array<ProductCard>> {
  const cards = await optional(alternativeCards(ctx, productId, alternativeIds), {
    ctx,
    what: "alternatives",
  });
  return (cards ?? []).filter((card) => card.isAvailable);
}

async function alternativeCards(
  ctx: RequestContext,
  productId: number,
  alternativeIds: Array<number> | null,
): Promise<Array<ProductCard>> {
  const ids =
    alternativeIds ??
    (await getStoreProduct({ ctx, productId })).alternatives.map((alternative) => alternative.id);
  return cardsFor(ctx, ids.slice(0, MAX_ALTERNATIVES));
}

/** The shopper's last visited products, newest first, without the one on screen. */
export async function lastVisitedProducts({
  ctx,
  ids,
  currentId,
}: {
  ctx: RequestContext;
  ids: Array<number>;
  currentId: number;
}): Promise<Array<ProductCard>> {
  const cards = await optional(
    cardsFor(
      ctx,
      ids.filter((id) => id !== currentId),
    ),
    { ctx, what: "last visited" },
  );
  return cards ?? [];
}

/**
 * The product page's parts below the fold, started at once and each resolving on its own:
 * reviews, alternatives and last visited. With the CMS listing the alternatives, each is
 * one call away from what the page's first level knows, so the page stays at depth 2.
 */
export function productBelowFold({
  ctx,
  found,
  reviewPages,
  visited,
}: {
  ctx: RequestContext;
  found: FoundProduct;
  reviewPages: number;
  visited: Array<number>;
}) {
  const below = deferredContext(ctx);
  return {
    reviews: productReviews({ ctx: below, productId: found.id, pages: reviewPages }),
    alternatives: productAlternatives({
      ctx: below,
      productId: found.id,
      alternativeIds: found.alternativeIds,
    }),
    lastVisited: lastVisitedProducts({ ctx: below, ids: visited, currentId: found.id }),
  };
}
