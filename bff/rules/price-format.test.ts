import { describe, expect, test } from "vitest";

import { LOCALES } from "#bff/locales.js";

import { LOCALE_TAGS } from "./number-format.ts";
import { formatPrice, type CurrencyFormat } from "./price-format.ts";

/** The store's two currency records (spec §3 "Currency"). */
const CZK: CurrencyFormat = {
  code: "CZK",
  symbol: "Kč",
  symbolPlacement: "right",
  decimalPlaces: 2,
  decimalPoint: ",",
  millesimalPoint: " ",
};
const EUR: CurrencyFormat = { ...CZK, code: "EUR", symbol: "€" };

/** Writes no-break spaces as "_", so that a failure shows which space is which. */
function shown(text: string): string {
  return text.replaceAll("\u00a0", "_");
}

describe("formatPrice follows the shopper's language and the store's currency", () => {
  test("German groups with a point, Czech and Slovak with a no-break space", () => {
    expect(shown(formatPrice(1188, EUR, "de"))).toBe("1.188,00_€");
    expect(shown(formatPrice(1188, EUR, "sk"))).toBe("1_188,00_€");
    expect(shown(formatPrice(1188, EUR, "cs"))).toBe("1_188,00_€");
    expect(shown(formatPrice(1234.5, CZK, "cs"))).toBe("1_234,50_Kč");
    expect(shown(formatPrice(1234567.891, CZK, "sk"))).toBe("1_234_567,89_Kč");
    expect(shown(formatPrice(999, CZK, "cs"))).toBe("999,00_Kč");
  });

  test("the store's symbol wins over Intl's, after the number in every language", () => {
    expect(shown(formatPrice(1234.5, CZK, "de"))).toBe("1.234,50_Kč");
  });

  test("an amount reads the same each time, and never in another currency's format", () => {
    expect(shown(formatPrice(490, CZK, "cs"))).toBe("490,00_Kč");
    expect(shown(formatPrice(490, CZK, "cs"))).toBe("490,00_Kč");
    expect(shown(formatPrice(490, { ...CZK, symbol: "CZK" }, "cs"))).toBe("490,00_CZK");
    expect(shown(formatPrice(490, { ...CZK, decimalPlaces: 0 }, "cs"))).toBe("490_Kč");
    expect(shown(formatPrice(490, EUR, "de"))).toBe("490,00_€");
    expect(shown(formatPrice(490, CZK, "cs"))).toBe("490,00_Kč");
  });

  test("rounds to the store's decimal places", () => {
    expect(shown(formatPrice(249.999, CZK, "cs"))).toBe("250,00_Kč");
    expect(shown(formatPrice(1234.5, { ...CZK, decimalPlaces: 0 }, "cs"))).toBe("1_235_Kč");
    expect(shown(formatPrice(1188, { ...EUR, decimalPlaces: 0 }, "de"))).toBe("1.188_€");
    expect(shown(formatPrice(0.5, { ...CZK, decimalPlaces: 3 }, "cs"))).toBe("0,500_Kč");
  });

  test("keeps the sign of negative amounts (discount lines) and never shows -0", () => {
    expect(shown(formatPrice(-150, CZK, "cs"))).toBe("-150,00_Kč");
    expect(shown(formatPrice(-1188, EUR, "de"))).toBe("-1.188,00_€");
    expect(shown(formatPrice(-0.001, CZK, "cs"))).toBe("0,00_Kč");
    expect(shown(formatPrice(-0.001, EUR, "de"))).toBe("0,00_€");
  });

  test("a price never holds a breakable space", () => {
    expect(formatPrice(1234567, EUR, "sk")).not.toMatch(/[ \u202f]/);
  });
});

describe("formatPrice writes what Intl writes for the language", () => {
  /** Intl's own text of the amount, with the store's symbol for Intl's and no-break spaces. */
  function intlPrice(amount: number, currency: CurrencyFormat, tag: string): string {
    const format = new Intl.NumberFormat(tag, {
      style: "currency",
      currency: currency.code,
      minimumFractionDigits: currency.decimalPlaces,
      maximumFractionDigits: currency.decimalPlaces,
      signDisplay: "negative",
    });
    return format
      .formatToParts(amount)
      .map((part) => (part.type === "currency" ? currency.symbol : part.value))
      .join("")
      .replace(/[ \u202f]/g, "\u00a0");
  }

  const amounts = [
    0,
    1,
    9.99,
    10,
    99.5,
    100,
    999,
    999.995,
    1000,
    1290,
    12345.678,
    123456.7,
    1234567.891,
    0.005,
    1.005,
    2.675,
    1066.115,
    -0.004,
    -0.005,
    -150,
    -1188.4,
    79 / 1.21,
    1290 * 0.85,
  ];
  // A fixed pseudo-random walk over amounts with up to three decimals, the shape of prices
  // with and without VAT and of discounts.
  let seed = 52;
  for (let index = 0; index < 400; index += 1) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    amounts.push(((seed % 20000000) - 2000000) / 1000);
  }

  test.each(LOCALES)("%s, crowns and euros, with 0 to 3 decimal places", (locale) => {
    for (const decimalPlaces of [0, 1, 2, 3]) {
      for (const currency of [CZK, EUR]) {
        const store = { ...currency, decimalPlaces };
        for (const amount of amounts) {
          expect(formatPrice(amount, store, locale)).toBe(
            intlPrice(amount, store, LOCALE_TAGS[locale]),
          );
        }
      }
    }
  });
});
