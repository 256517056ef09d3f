import { getProducts } from "../cms/products.ts";
import type { RequestContext } from "../context.ts";
import { log } from "../log.ts";
import { getStoreProduct } from "../store/products.ts";

import { boxSettings } from "./box-settings.ts";
import { toProductCard, type ProductCard } from "./product-card.ts";

/** Product boxes for ids in their order; products the CMS does not return are left out. */
async function cardsFor(ctx: RequestContext, ids: Array<number>): Promise<Array<ProductCard>> {
  if (ids.length === 0) return [];
  const [products, settings] = await Promise.all([getProducts({ ctx, ids }), boxSettings(ctx)]);
  return products.map((product) =>
    toProductCard(product, { freeDeliveryFrom: settings.freeDeliveryFrom }),
  );
}

/**
 * The store's alternatives of a product as boxes, only those that can be bought (spec:
 * recommended products must be available). Dependency depth 2 (store product, then the CMS
 * boxes); streamed below the fold, so a failure shows no alternatives rather than no page.
 */
export async function productAlternatives({
  ctx,
  productId,
}: {
  ctx: RequestContext;
  productId: number;
}): Promise<Array<ProductCard>> {
  try {
    const store = await getStoreProduct({ ctx, productId });
    const cards = await cardsFor(
      ctx,
      store.alternatives.map((alternative) => alternative.id),
    );
    return cards.filter((card) => card.isAvailable);
  } catch (error) {
    log.warn("alternatives unavailable", { requestId: ctx.requestId, error: String(error) });
    return [];
  }
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
  try {
    return await cardsFor(
      ctx,
      ids.filter((id) => id !== currentId),
    );
  } catch (error) {
    log.warn("last visited unavailable", { requestId: ctx.requestId, error: String(error) });
    return [];
  }
}
