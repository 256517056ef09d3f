import { FILTER_RESULTS_ID } from "#app/components/catalog/results-anchor.ts";

/** Where each group of the search page starts: the "all results" links point there. */
export const SEARCH_GROUP_ANCHORS = {
  products: FILTER_RESULTS_ID,
  categories: "kategorie",
  virtualCategories: "vybery",
  articles: "clanky",
  faq: "dotazy",
  menuItems: "odkazy",
} as const;

export type SearchGroupKey = keyof typeof SEARCH_GROUP_ANCHORS;

/** A search page URL: the query, then the sort and page when they differ from the first. */
export function searchHref(
  base: string,
  query: string,
  { sort, page = 1, anchor }: { sort?: string | null; page?: number; anchor?: string } = {},
): string {
  const params = new URLSearchParams({ q: query });
  if (sort) params.set("sort", sort);
  if (page > 1) params.set("page", String(page));
  return `${base}?${params.toString()}${anchor ? `#${anchor}` : ""}`;
}
