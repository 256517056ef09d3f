import { getHomepageConfiguration } from "../cms/homepage.ts";
import { getProducts } from "../cms/products.ts";
import type { RequestContext } from "../context.ts";

import { toProductCard, type ProductCard } from "./product-card.ts";

export type HomePage = {
  title: string | null;
  productBlocks: Array<{ title: string | null; products: Array<ProductCard> }>;
};

/**
 * The home page. Dependency depth 2: homepage configuration -> the products its blocks
 * reference (one call for all blocks).
 */
export async function homePage({ ctx }: { ctx: RequestContext }): Promise<HomePage> {
  const configuration = await getHomepageConfiguration({ ctx });
  const blocks = (configuration?.content_blocks ?? []).filter((block) => block !== null);
  const ids = [
    ...new Set(blocks.flatMap((block) => block.product_reference.map((r) => r.entityId))),
  ];
  const products = await getProducts({ ctx, ids });
  const byId = new Map(products.map((product) => [product.id, product]));

  return {
    title: configuration?.title ?? null,
    productBlocks: blocks.map((block) => ({
      title: block.title ?? null,
      products: block.product_reference.flatMap((reference) => {
        const product = byId.get(reference.entityId);
        return product?.visibility.saleable ? [toProductCard(product)] : [];
      }),
    })),
  };
}
