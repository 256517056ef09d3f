import { describe, expect, test } from "vitest";

import { CZK, EUR } from "#bff/mocks/fixtures.ts";

import { currencyFromConfiguration, homeLocaleOf } from "./currency-fallback.ts";
import { formatPrice } from "./price-format.ts";

const LOCALE_CURRENCIES = { cs: "CZK", sk: "EUR", de: "EUR" };

describe("a currency from configuration when the store's list cannot be had", () => {
  test("crowns and euros come out as the store's own records describe them", () => {
    // Intl groups with a no-break space where the store wrote a plain one; prices print the same.
    expect(currencyFromConfiguration("CZK", "cs")).toEqual({ ...CZK, millesimalPoint: "\u00a0" });
    expect(currencyFromConfiguration("EUR", "sk")).toEqual({ ...EUR, millesimalPoint: "\u00a0" });
    expect(formatPrice(1234.5, currencyFromConfiguration("CZK", "cs"), "cs")).toBe(
      formatPrice(1234.5, CZK, "cs"),
    );
  });

  test("each currency is written as its home language names it, whatever the page's language", () => {
    expect(homeLocaleOf("CZK", LOCALE_CURRENCIES, "de")).toBe("cs");
    expect(homeLocaleOf("EUR", LOCALE_CURRENCIES, "cs")).toBe("sk");
    expect(homeLocaleOf("PLN", LOCALE_CURRENCIES, "de")).toBe("de");
    const crowns = currencyFromConfiguration("CZK", homeLocaleOf("CZK", LOCALE_CURRENCIES, "de"));
    expect(formatPrice(1234.5, crowns, "de")).toBe("1.234,50\u00a0Kč");
    expect(formatPrice(1234.5, currencyFromConfiguration("EUR", "sk"), "de")).toBe(
      "1.234,50\u00a0€",
    );
  });

  test("a currency priced in whole units keeps no decimals, and a code Intl refuses still prints", () => {
    expect(currencyFromConfiguration("JPY", "cs").decimalPlaces).toBe(0);
    const unknown = currencyFromConfiguration("XX1", "cs");
    expect(formatPrice(10, unknown, "cs")).toMatch(/^10,00\s?XX1$/);
  });
});
