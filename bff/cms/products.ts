import type { RequestContext } from "#bff/context.ts";
import { upstreamJson } from "#bff/http/upstream-fetch.ts";

import { ProductListSchema, type Product } from "./schemas.ts";

/** One way of naming products; the spec's query parameters of GET {CMS}/catalog/product. */
type ProductLookup =
  | { slugs: Array<string> }
  | { ids: Array<number> }
  | { codes: Array<string> }
  | { eans: Array<string> }
  | { variantCodes: Array<string> }
  | { variantEans: Array<string> }
  | { categoryIds: Array<number>; limit?: number }
  | { random: number };

function lookupKeys(lookup: ProductLookup): number {
  if ("random" in lookup) return lookup.random;
  if ("categoryIds" in lookup) return lookup.categoryIds.length;
  const [keys] = Object.values(lookup);
  return Array.isArray(keys) ? keys.length : 0;
}

/**
 * GET {CMS}/catalog/product by one lookup; with ids, slugs or codes the answer keeps their
 * order. Products reserved for other customer groups are left out.
 */
export async function getProducts({
  ctx,
  ...lookup
}: { ctx: RequestContext } & ProductLookup): Promise<Array<Product>> {
  if (lookupKeys(lookup) === 0) return [];
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
