import type { CatalogScope } from "#bff/cms/schemas-catalog.ts";

import { CATALOG_SORTS, type CatalogSort } from "./catalog-sorts.ts";

/**
 * A catalogue listing's state as it travels in the URL, so every filter combination is a
 * plain GET link or form that works without JavaScript and can be shared:
 *
 *   /vibratory?p1=1001&p1=1003&price_from=500&price_to=2000&stock=1&tags=novinka&sort=price_asc&page=2
 *
 * `p{parameter id}` holds a chosen value id (repeatable); the other names are the spec's
 * canonical-exempt parameters (sort, price, stock, tags), plus the page.
 */
export type ListingQuery = {
  /** Chosen value ids per parameter id, both sorted so equal choices give equal URLs. */
  parameters: Array<{ entityId: number; values: Array<number> }>;
  priceFrom: number | null;
  priceTo: number | null;
  stock: boolean;
  tags: Array<string>;
  sort: CatalogSort | null;
  page: number;
};

export const LISTING_PAGE_SIZE = 21;
/** A sane bound: no listing in this shop has anywhere near this many pages. */
const MAX_PAGE = 10_000;
const PARAMETER_KEY = /^p(\d{1,9})$/;
const TAG_CODE = /^[a-z0-9-]{1,64}$/;

function positiveInt(value: string | null, max: number): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 && number <= max ? number : null;
}

/** A price bound typed by a shopper: digits with an optional decimal comma or point. */
function priceBound(value: string | null): number | null {
  const trimmed = value?.trim().replace(",", ".");
  if (!trimmed || !/^\d{1,9}(\.\d{1,2})?$/.test(trimmed)) return null;
  return Number(trimmed);
}

const unique = <T>(values: Array<T>) => [...new Set(values)];

/** Reads a listing's state from its URL; anything malformed is ignored, never an error. */
export function parseListingQuery(search: URLSearchParams): ListingQuery {
  const byParameter = new Map<number, Array<number>>();
  for (const [key, value] of search) {
    const match = PARAMETER_KEY.exec(key);
    const valueId = positiveInt(value, 999_999_999);
    if (!match || valueId === null) continue;
    const entityId = Number(match[1]);
    byParameter.set(entityId, [...(byParameter.get(entityId) ?? []), valueId]);
  }
  const sort = search.get("sort");
  let priceFrom = priceBound(search.get("price_from"));
  let priceTo = priceBound(search.get("price_to"));
  if (priceFrom !== null && priceTo !== null && priceFrom > priceTo) {
    [priceFrom, priceTo] = [priceTo, priceFrom];
  }
  return {
    parameters: [...byParameter]
      .map(([entityId, values]) => ({ entityId, values: unique(values).sort((a, b) => a - b) }))
      .sort((a, b) => a.entityId - b.entityId),
    priceFrom,
    priceTo,
    stock: search.get("stock") === "1",
    tags: unique(search.getAll("tags").filter((tag) => TAG_CODE.test(tag))).sort(),
    sort: (CATALOG_SORTS as ReadonlyArray<string>).includes(sort ?? "")
      ? (sort as CatalogSort)
      : null,
    page: positiveInt(search.get("page"), MAX_PAGE) ?? 1,
  };
}

/** The query string of a listing state, in one fixed order; page 1 and defaults left out. */
export function listingSearch(query: ListingQuery): string {
  const search = new URLSearchParams();
  for (const { entityId, values } of query.parameters) {
    for (const value of values) search.append(`p${entityId}`, String(value));
  }
  if (query.priceFrom !== null) search.set("price_from", String(query.priceFrom));
  if (query.priceTo !== null) search.set("price_to", String(query.priceTo));
  if (query.stock) search.set("stock", "1");
  for (const tag of query.tags) search.append("tags", tag);
  if (query.sort) search.set("sort", query.sort);
  if (query.page > 1) search.set("page", String(query.page));
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** The same listing with one parameter value chosen or un-chosen; back to page 1. */
export function toggleParameterValue(
  query: ListingQuery,
  entityId: number,
  valueId: number,
): ListingQuery {
  const current = query.parameters.find((parameter) => parameter.entityId === entityId);
  const values = current?.values.includes(valueId)
    ? current.values.filter((value) => value !== valueId)
    : [...(current?.values ?? []), valueId].sort((a, b) => a - b);
  const others = query.parameters.filter((parameter) => parameter.entityId !== entityId);
  const parameters = values.length > 0 ? [...others, { entityId, values }] : others;
  return { ...query, parameters: parameters.sort((a, b) => a.entityId - b.entityId), page: 1 };
}

/** The listing's state as the catalogue state API's scope. */
export function toCatalogScope(
  listing: Pick<CatalogScope, "type" | "id" | "slug" | "query" | "ids">,
  query: ListingQuery,
  perPage: number = LISTING_PAGE_SIZE,
): CatalogScope {
  const price =
    query.priceFrom !== null || query.priceTo !== null
      ? {
          ...(query.priceFrom !== null ? { from: query.priceFrom } : {}),
          ...(query.priceTo !== null ? { to: query.priceTo } : {}),
        }
      : undefined;
  return {
    ...listing,
    parameters: Object.fromEntries(
      query.parameters.map(({ entityId, values }) => [String(entityId), values]),
    ),
    ...(price ? { price } : {}),
    stock: query.stock,
    tags: query.tags,
    ...(query.sort ? { sort: query.sort } : {}),
    page: query.page,
    perPage,
  };
}
