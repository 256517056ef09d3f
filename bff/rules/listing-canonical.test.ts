import { describe, expect, it } from "vitest";

import { listingCanonicalPath, sameParameterSet } from "./listing-canonical.ts";
import { parseListingQuery } from "./listing-query.ts";

const query = (search: string) => parseListingQuery(new URLSearchParams(search));
const pinkVibrators = { path: "/ruzove-vibratory", parameters: [{ entityId: 1, values: [1001] }] };

describe("listing canonical", () => {
  it("leaves out utm, sort, price, stock and tags parameters", () => {
    expect(
      listingCanonicalPath({
        path: "/vibratory",
        query: query(
          "utm_source=x&sort=price_asc&price_from=1&price_to=9&stock=1&tags=novinka&p2=2001&page=2",
        ),
        filteredCategories: [],
      }),
    ).toBe("/vibratory?p2=2001&page=2");
  });

  it("points exactly a filtered category's parameter set at that category", () => {
    expect(
      listingCanonicalPath({
        path: "/vibratory",
        query: query("p1=1001&sort=newest"),
        filteredCategories: [pinkVibrators],
      }),
    ).toBe("/ruzove-vibratory");
  });

  it("matches only the same parameter set and value set", () => {
    const filtered = [{ entityId: 1, values: [1001] }];
    expect(sameParameterSet(filtered, [{ entityId: 1, values: [1001] }])).toBe(true);
    expect(sameParameterSet(filtered, [{ entityId: 1, values: [1001, 1002] }])).toBe(false);
    expect(
      sameParameterSet(filtered, [
        { entityId: 1, values: [1001] },
        { entityId: 2, values: [2001] },
      ]),
    ).toBe(false);
    expect(sameParameterSet([], [])).toBe(false);
    expect(
      listingCanonicalPath({
        path: "/vibratory",
        query: query("p1=1001&p1=1002"),
        filteredCategories: [pinkVibrators],
      }),
    ).toBe("/vibratory?p1=1001&p1=1002");
  });
});
