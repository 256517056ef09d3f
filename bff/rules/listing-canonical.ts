import type { ListingQuery } from "./listing-query.ts";
import { listingSearch } from "./listing-query.ts";

type ParameterSet = Array<{ entityId: number; values: Array<number> }>;

const setKey = (parameters: ParameterSet): string =>
  parameters
    .filter(({ values }) => values.length > 0)
    .map(({ entityId, values }) => `${entityId}:${[...new Set(values)].sort((a, b) => a - b)}`)
    .sort()
    .join("|");

/**
 * Spec §5: a filter combination equals a filtered category only on exactly the same
 * parameter set and value set; a subset or a superset is a different listing.
 */
export function sameParameterSet(a: ParameterSet, b: ParameterSet): boolean {
  const key = setKey(a);
  return key !== "" && key === setKey(b);
}

/**
 * The canonical path and query of a listing: the parameters the spec exempts (utm, sort,
 * price, stock, tags) are left out, and a parameter choice that is exactly a filtered
 * category points at that category's own URL.
 */
export function listingCanonicalPath({
  path,
  query,
  filteredCategories,
}: {
  path: string;
  query: ListingQuery;
  filteredCategories: Array<{ path: string; parameters: ParameterSet }>;
}): string {
  const canonicalQuery: ListingQuery = {
    ...query,
    priceFrom: null,
    priceTo: null,
    stock: false,
    tags: [],
    sort: null,
  };
  const filtered = filteredCategories.find((category) =>
    sameParameterSet(category.parameters, query.parameters),
  );
  if (filtered) return `${filtered.path}${listingSearch({ ...canonicalQuery, parameters: [] })}`;
  return `${path}${listingSearch(canonicalQuery)}`;
}
