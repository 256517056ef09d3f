import {
  type ListingQuery,
  listingSearch,
  toggleParameterValue,
} from "#bff/rules/listing-query.ts";

/** URLs of a listing's states: every facet, sort and page is a plain link. */
export function listingLinks(basePath: string, query: ListingQuery) {
  const at = (next: ListingQuery) => `${basePath}${listingSearch(next)}`;
  return {
    page: (page: number) => at({ ...query, page }),
    sort: (sort: ListingQuery["sort"]) => at({ ...query, sort, page: 1 }),
    toggle: (entityId: number, valueId: number) =>
      at(toggleParameterValue(query, entityId, valueId)),
    withoutPrice: () => at({ ...query, priceFrom: null, priceTo: null, page: 1 }),
    withoutStock: () => at({ ...query, stock: false, page: 1 }),
    withoutTag: (code: string) =>
      at({ ...query, tags: query.tags.filter((tag) => tag !== code), page: 1 }),
    clear: () =>
      at({
        ...query,
        parameters: [],
        priceFrom: null,
        priceTo: null,
        stock: false,
        tags: [],
        page: 1,
      }),
  };
}
