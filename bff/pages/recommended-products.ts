import { deferredContext, type RequestContext } from "#bff/context.ts";
import { log } from "#bff/log.ts";
import {
  recommendationContext,
  recommendedProductIds,
  recommenderWidget,
  type RecommendationFilters,
  type RecommendationInput,
} from "#bff/recommender/recommendations.ts";
import type { RecommendationPlacement } from "#bff/rules/recommendation-placements.ts";
import { getCart } from "#bff/store/cart.ts";

import type { ProductCard } from "./product-card.ts";
import { cardsFor } from "./product-cards.ts";

/** A placement shows one row of boxes at most. */
export const MAX_RECOMMENDED_SHOWN = 8;

/** Asked for beyond the row, so that sold-out products left out still leave a full row. */
const MAX_RECOMMENDED_ASKED = 16;

/**
 * A placement's recommended products as boxes, only those that can be bought (spec:
 * recommended products must be available), at most eight, in the recommender's order.
 * Meant to be streamed: one recommender call, then one CMS call for the boxes, under the
 * deferred time limit. It never rejects, so a loader may start it before the page's own
 * data without an unhandled rejection if the page fails: any failure is an empty row.
 */
export async function recommendedProducts({
  ctx,
  placement,
  input = {},
  filters,
}: {
  ctx: RequestContext;
  placement: RecommendationPlacement;
  input?: RecommendationInput;
  filters?: RecommendationFilters;
}): Promise<Array<ProductCard>> {
  const below = deferredContext(ctx);
  const ids = await recommendedProductIds({
    ctx: below,
    placement,
    context: recommendationContext(input),
    filters,
  });
  try {
    // Whatever the recommender answers, the product on screen or just added is not
    // recommended beside itself.
    const itself = new Set([input.displayedProductId, input.productId]);
    const asked = ids.filter((id) => !itself.has(id)).slice(0, MAX_RECOMMENDED_ASKED);
    const cards = await cardsFor(below, asked);
    return cards.filter((card) => card.isAvailable).slice(0, MAX_RECOMMENDED_SHOWN);
  } catch (error) {
    // A shopper who left needs no warning.
    if (!ctx.signal?.aborted) {
      log.warn("recommended products unavailable", {
        placement,
        requestId: ctx.requestId,
        error: String(error),
      });
    }
    return [];
  }
}

/** The marketing codes of the shopper's cart; none when it is empty or cannot be read. */
async function cartMarketingCodes(ctx: RequestContext): Promise<Array<string | null>> {
  try {
    const { cart } = await getCart({ ctx });
    return (cart?.items ?? []).map((item) => item.shoppable?.marketingCode ?? null);
  } catch (error) {
    if (!ctx.signal?.aborted) {
      log.warn("cart for recommendations unavailable", {
        requestId: ctx.requestId,
        error: String(error),
      });
    }
    return [];
  }
}

/**
 * The addToCart__crossSell placement shown once something was added: what goes with the
 * cart as it now is, and with the added product when the caller knows it. The cart is read
 * once more (one store call, never cached) since the page that confirms the add does not
 * hold it. Never rejects, like `recommendedProducts`.
 */
export async function addedToCartRecommendations({
  ctx,
  visitorId = null,
  productId = null,
}: {
  ctx: RequestContext;
  visitorId?: string | null;
  productId?: number | null;
}): Promise<Array<ProductCard>> {
  if (recommenderWidget(ctx, "addToCart__crossSell") === null) return [];
  const cartProducts = await cartMarketingCodes(deferredContext(ctx));
  return recommendedProducts({
    ctx,
    placement: "addToCart__crossSell",
    input: { visitorId, cartProducts, productId },
  });
}
