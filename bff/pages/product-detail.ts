import type { RequestContext } from "#bff/context.ts";

import { productPage, type FoundProduct, type ProductPage } from "./product-page.ts";
import { productBelowFold } from "./product-recommendations.ts";

type BelowFold = ReturnType<typeof productBelowFold>;

/**
 * The whole product detail: the page's data, awaited, and its below-the-fold parts as
 * promises to stream. The parts start the moment the product's first round tells what they
 * need, beside the page's second round, so the whole is two rounds deep.
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
  let belowFold: BelowFold | undefined;
  const start = (found: FoundProduct) => {
    belowFold ??= productBelowFold({ ctx, found, reviewPages, visited });
    return belowFold;
  };
  const page = await productPage({ ctx, slug, variantId, onFound: start });
  // productPage reports every product it answers; this only satisfies the type.
  return { ...page, ...start({ id: page.id, alternativeIds: null }) };
}
