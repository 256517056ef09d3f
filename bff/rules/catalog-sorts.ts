/**
 * The orders a listing can be sorted in. Kept apart from the zod schemas, because the
 * listing's URL rules run in the browser too and zod stays on the server.
 */
export const CATALOG_SORTS = [
  "recommended",
  "bestselling",
  "price_asc",
  "price_desc",
  "newest",
  "rating",
  "name_asc",
] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];
