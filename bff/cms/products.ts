import type { RequestContext } from "../context.ts";
import { upstreamJson } from "../http/upstream-fetch.ts";

import { ProductListSchema, type Product } from "./schemas.ts";

type ProductLookup = { slugs: Array<string> } | { ids: Array<number> };

/** GET {CMS}/catalog/product by slugs or ids; with ids the answer keeps their order. */
export async function getProducts({
  ctx,
  ...lookup
}: { ctx: RequestContext } & ProductLookup): Promise<Array<Product>> {
  const keys = "slugs" in lookup ? lookup.slugs : lookup.ids;
  if (keys.length === 0) return [];
  const { entities } = await upstreamJson({
    ctx,
    service: "cms",
    path: "/catalog/product",
    query: { ...lookup, checkPermissions: true },
    schema: ProductListSchema,
  });
  return entities;
}

/** One product by its slug, or null when the CMS has none. */
export async function getProductBySlug({
  ctx,
  slug,
}: {
  ctx: RequestContext;
  slug: string;
}): Promise<Product | null> {
  const [product] = await getProducts({ ctx, slugs: [slug] });
  return product ?? null;
}
