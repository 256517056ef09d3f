import * as z from "zod";

import { CATALOG_SORTS, type CatalogSort } from "#bff/rules/catalog-sorts.ts";

import { ProductSchema } from "./schemas.ts";

/**
 * The CMS's catalogue REST answers: categories, the catalogue state (listing with facets),
 * search, URL rewrites and redirects. Shapes the spec leaves open are recorded in
 * docs/decisions/005-cms-contract.md.
 */

export const CanonicalSlugSchema = z.object({
  lang: z.string(),
  slug: z.string(),
  title: z.string(),
});

export const StoreCategorySchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  slug: z.string().min(1),
  position: z.number().int(),
  productCount: z.number().int().nonnegative(),
  childrenIds: z.array(z.number().int()),
  canonical_slugs: z.array(CanonicalSlugSchema),
});
export type StoreCategory = z.infer<typeof StoreCategorySchema>;

export const StoreCategoryListSchema = z.object({
  entities: z.array(StoreCategorySchema),
  total: z.number().int().nonnegative(),
});

export { CATALOG_SORTS, type CatalogSort };

/** What `scope` of `GET /api/catalog/v2/state` carries, as URL-encoded JSON. */
export const CatalogScopeSchema = z.object({
  type: z.enum(["category", "virtual_category", "filtered_category", "brand", "search"]),
  /** Store category id, or the `_id` of a virtual or filtered category. */
  id: z.union([z.number().int().positive(), z.string().min(1)]).optional(),
  slug: z.string().min(1).optional(),
  /** A search's query: the products it finds, best match first. */
  query: z.string().min(1).max(200).optional(),
  /**
   * A search's products as a recommender ranked them, in that order; with `query` too, the
   * listing also counts those holding every word of it.
   */
  ids: z.array(z.number().int().positive()).max(5000).optional(),
  /** Selected value ids per parameter id. */
  parameters: z.record(z.string(), z.array(z.number().int())).optional(),
  price: z.object({ from: z.number().optional(), to: z.number().optional() }).optional(),
  stock: z.boolean().optional(),
  tags: z.array(z.string()).optional(),
  sort: z.enum(CATALOG_SORTS).optional(),
  page: z.number().int().positive().optional(),
  perPage: z.number().int().positive().max(100).optional(),
});
export type CatalogScope = z.infer<typeof CatalogScopeSchema>;

const FacetValueSchema = z.object({
  _id: z.number().int(),
  title: z.string(),
  color_hex: z.string().nullable(),
  count: z.number().int().nonnegative(),
  selected: z.boolean(),
});

export const ParameterFacetSchema = z.object({
  entityId: z.number().int(),
  title: z.string(),
  type: z.string(),
  unit: z.string().nullable(),
  importantFilter: z.boolean(),
  closedFilter: z.boolean(),
  values: z.array(FacetValueSchema),
});
export type ParameterFacet = z.infer<typeof ParameterFacetSchema>;

export const CatalogStateSchema = z.object({
  listing: z.object({
    type: z.string(),
    id: z.union([z.number(), z.string()]),
    slug: z.string(),
    title: z.string(),
    /** A search's products holding every word of its query (the rest hold some). */
    all_words_total: z.number().int().nonnegative().optional(),
  }),
  products: z.object({ entities: z.array(ProductSchema), total: z.number().int().nonnegative() }),
  pagination: z.object({
    page: z.number().int().positive(),
    perPage: z.number().int().positive(),
    pages: z.number().int().positive(),
    total: z.number().int().nonnegative(),
  }),
  facets: z.object({
    parameters: z.array(ParameterFacetSchema),
    price: z.object({
      min: z.number().nullable(),
      max: z.number().nullable(),
      from: z.number().nullable(),
      to: z.number().nullable(),
      currencyCode: z.string(),
    }),
    stock: z.object({ selected: z.boolean(), count: z.number().int().nonnegative() }),
    tags: z.array(
      z.object({
        code: z.string(),
        text: z.string(),
        color: z.string(),
        count: z.number().int().nonnegative(),
        selected: z.boolean(),
      }),
    ),
  }),
  sort: z.object({
    selected: z.enum(CATALOG_SORTS),
    options: z.array(z.object({ code: z.enum(CATALOG_SORTS), title: z.string() })),
  }),
});
export type CatalogState = z.infer<typeof CatalogStateSchema>;

export const SearchHitSchema = z.object({
  type: z.string(),
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  path: z.string(),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

export const SearchResultSchema = z.object({
  entities: z.array(SearchHitSchema),
  total: z.number().int().nonnegative(),
});

export const UrlRewriteSchema = z.object({
  _id: z.string(),
  type: z.literal("page"),
  page_meta: z.object({ slug: z.record(z.string(), z.string()) }),
});
export type UrlRewrite = z.infer<typeof UrlRewriteSchema>;

export const RedirectSchema = z.object({ redirectPath: z.string().min(1) });
