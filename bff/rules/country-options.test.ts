import { describe, expect, test } from "vitest";

import { countryOptions, DEFAULT_COUNTRY } from "./country-options.ts";

const STORE_COUNTRIES = [
  { code: "CZE", iso2: "CZ", name: "Česká republika" },
  { code: "SVK", iso2: "SK", name: "Slovensko" },
  { code: "DEU", iso2: "DE", name: "Německo" },
];

describe("country options", () => {
  test("keep the store's list and order, named in the shopper's language", () => {
    expect(countryOptions(STORE_COUNTRIES, "cs")).toEqual([
      { code: "CZE", name: "Česko" },
      { code: "SVK", name: "Slovensko" },
      { code: "DEU", name: "Německo" },
    ]);
    expect(countryOptions(STORE_COUNTRIES, "de").map((option) => option.name)).toEqual([
      "Tschechien",
      "Slowakei",
      "Deutschland",
    ]);
  });

  test("a code the platform cannot name keeps the store's name", () => {
    expect(
      countryOptions([...STORE_COUNTRIES, { code: "XKX", iso2: "??", name: "Kosovo" }], "cs").at(
        -1,
      ),
    ).toEqual({ code: "XKX", name: "Kosovo" });
  });

  test("the default country CZE is always offered, first when the store left it out", () => {
    expect(DEFAULT_COUNTRY).toBe("CZE");
    expect(countryOptions([], "sk")).toEqual([{ code: "CZE", name: "Česko" }]);
  });
});
