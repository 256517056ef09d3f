import type { CatalogListing } from "#bff/pages/catalog-listing.ts";

/** How many filters are chosen: the number on the phone's "Filtry (n)" button. */
export function activeFilterCount(facets: CatalogListing["facets"]): number {
  const values = facets.parameters.reduce(
    (sum, parameter) => sum + parameter.values.filter((value) => value.selected).length,
    0,
  );
  const price = facets.price && (facets.price.from !== null || facets.price.to !== null) ? 1 : 0;
  const stock = facets.stock.selected ? 1 : 0;
  return values + price + stock + facets.tags.filter((tag) => tag.selected).length;
}
