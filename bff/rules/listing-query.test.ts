import { describe, expect, it } from "vitest";

import {
  LISTING_PAGE_SIZE,
  listingSearch,
  parseListingQuery,
  toCatalogScope,
  toggleParameterValue,
} from "./listing-query.ts";

const parse = (search: string) => parseListingQuery(new URLSearchParams(search));

describe("listing query", () => {
  it("reads chosen values per parameter, price, stock, tags, sort and page", () => {
    expect(
      parse(
        "p2=2005&p1=1003&p1=1001&price_from=500&price_to=2000&stock=1&tags=novinka&sort=price_asc&page=2",
      ),
    ).toEqual({
      parameters: [
        { entityId: 1, values: [1001, 1003] },
        { entityId: 2, values: [2005] },
      ],
      priceFrom: 500,
      priceTo: 2000,
      stock: true,
      tags: ["novinka"],
      sort: "price_asc",
      page: 2,
    });
  });

  it("ignores malformed values instead of failing", () => {
    expect(parse("p1=abc&px=1&price_from=-5&stock=yes&sort=cheapest&page=0&tags=<b>")).toEqual({
      parameters: [],
      priceFrom: null,
      priceTo: null,
      stock: false,
      tags: [],
      sort: null,
      page: 1,
    });
  });

  it("accepts a decimal comma and swaps reversed price bounds", () => {
    const query = parse("price_from=2000&price_to=499,90");
    expect([query.priceFrom, query.priceTo]).toEqual([499.9, 2000]);
  });

  it("writes equal choices as equal URLs, leaving page 1 out", () => {
    expect(listingSearch(parse("p1=1003&p1=1001&p1=1001&page=1"))).toBe("?p1=1001&p1=1003");
    expect(listingSearch(parse(""))).toBe("");
  });

  it("toggles a value and goes back to page 1", () => {
    const query = parse("p1=1001&page=3");
    expect(listingSearch(toggleParameterValue(query, 1, 1002))).toBe("?p1=1001&p1=1002");
    expect(listingSearch(toggleParameterValue(query, 1, 1001))).toBe("");
  });

  it("asks the catalogue state API for 21 products a page", () => {
    const scope = toCatalogScope(
      { type: "category", id: 10 },
      parse("p1=1001&price_to=900&page=2"),
    );
    expect(scope).toEqual({
      type: "category",
      id: 10,
      parameters: { "1": [1001] },
      price: { to: 900 },
      stock: false,
      tags: [],
      page: 2,
      perPage: 21,
    });
    expect(LISTING_PAGE_SIZE).toBe(21);
  });
});
