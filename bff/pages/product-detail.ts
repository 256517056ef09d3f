import { deferredContext, type RequestContext } from "#bff/context.ts";

import { productPage, type FoundProduct, type ProductPage } from "./product-page.ts";
import { productBelowFold } from "./product-recommendations.ts";
import { productShopStock, shopStockSources, type ProductShopStock } from "./product-shop-stock.ts";

type BelowFold = ReturnType<typeof productBelowFold> & {
  shopStock: Promise<ProductShopStock | null>;
};

/**
 * The whole product detail: the page's data, awaited, and its below-the-fold parts as
 * promises to stream. The parts start the moment the product's first round tells what they
 * need, beside the page's second round, and the shops' stock asks for the shop pages and
 * shippers beside the product's first read, so the whole is two rounds deep.
 */
export async function productDetail({
  ctx,
  slug,
  variantId,
  reviewPages,
  visited,
}: {
  ctx: RequestContext;
  slug: string;
  variantId: number | null;
  reviewPages: number;
  visited: Array<number>;
}): Promise<ProductPage & BelowFold> {
  const below = deferredContext(ctx);
  const sources = shopStockSources(below);
  let belowFold: BelowFold | undefined;
  const start = (found: FoundProduct) => {
    belowFold ??= {
      ...productBelowFold({ ctx, found, reviewPages, visited }),
      shopStock: productShopStock({ ctx: below, sources, warehouses: found.warehouses }),
    };
    return belowFold;
  };
  try {
    const page = await productPage({ ctx, slug, variantId, onFound: start });
    // productPage reports every product it answers; this only satisfies the type.
    return {
      ...page,
      ...start({ id: page.id, name: page.name, alternativeIds: null, warehouses: [] }),
    };
  } catch (error) {
    // The shops are read before the product is known; without a page nobody awaits them,
    // and their failure (an abandoned request) must not become an unhandled rejection.
    void Promise.allSettled([sources.pages, sources.shippers, belowFold?.shopStock]);
    throw error;
  }
}
