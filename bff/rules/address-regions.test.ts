import { describe, expect, test } from "vitest";

import { ADDRESS_REGIONS, isRegionOf, regionsOf } from "./address-regions.ts";

describe("address regions", () => {
  test("the spec's 14 Czech and 8 Slovak regions, each once", () => {
    expect(regionsOf("CZE")).toHaveLength(14);
    expect(regionsOf("SVK")).toHaveLength(8);
    const all = Object.values(ADDRESS_REGIONS).flat();
    expect(new Set(all).size).toBe(all.length);
  });

  test("a region belongs to its own country only", () => {
    expect(isRegionOf("Jihomoravský kraj", "CZE")).toBe(true);
    expect(isRegionOf("Jihomoravský kraj", "SVK")).toBe(false);
    expect(isRegionOf("Košický kraj", "SVK")).toBe(true);
    expect(isRegionOf("Bavorsko", "DEU")).toBe(false);
  });

  test("no region fits every country, and a country without regions offers none", () => {
    expect(isRegionOf("", "CZE")).toBe(true);
    expect(isRegionOf("", "DEU")).toBe(true);
    expect(regionsOf("DEU")).toEqual([]);
  });

  test("a hostile form's country names no regions, not an object's own property", () => {
    expect(regionsOf("constructor")).toEqual([]);
    expect(isRegionOf("Jihomoravský kraj", "toString")).toBe(false);
  });
});
