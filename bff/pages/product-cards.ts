import { getProducts } from "#bff/cms/products.ts";
import type { RequestContext } from "#bff/context.ts";

import { boxSettings } from "./box-settings.ts";
import { toProductCard, type ProductCard } from "./product-card.ts";

/**
 * Product boxes for ids in their order (alternatives, last visited, recommendations);
 * products the CMS does not return (unknown, hidden from the shopper's groups) are left out.
 */
export async function cardsFor(
  ctx: RequestContext,
  ids: Array<number>,
): Promise<Array<ProductCard>> {
  if (ids.length === 0) return [];
  const [products, settings] = await Promise.all([getProducts({ ctx, ids }), boxSettings(ctx)]);
  return products.map((product) =>
    toProductCard(product, {
      freeDeliveryFrom: settings.freeDeliveryFrom,
      locale: ctx.locale,
      signedIn: ctx.authToken !== null,
    }),
  );
}
