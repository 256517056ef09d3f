import { describe, expect, test } from "vitest";

import { formatPrice, type CurrencyFormat } from "./price-format.ts";

const CZK: CurrencyFormat = {
  symbol: "Kč",
  symbolPlacement: "right",
  decimalPlaces: 2,
  decimalPoint: ",",
  millesimalPoint: " ",
};

describe("formatPrice follows the currency entity", () => {
  test("the spec's example: 1 234,50 Kč", () => {
    expect(formatPrice(1234.5, CZK)).toBe("1 234,50 Kč");
  });

  test("groups every three digits with the millesimal point", () => {
    expect(formatPrice(1234567.891, CZK)).toBe("1 234 567,89 Kč");
    expect(formatPrice(999, CZK)).toBe("999,00 Kč");
  });

  test("rounds to the currency's decimal places", () => {
    expect(formatPrice(249.999, CZK)).toBe("250,00 Kč");
    expect(formatPrice(1234.5, { ...CZK, decimalPlaces: 0 })).toBe("1 235 Kč");
    expect(formatPrice(0.5, { ...CZK, decimalPlaces: 3 })).toBe("0,500 Kč");
  });

  test("puts a left-placed symbol before the number, with the entity's separators", () => {
    const usd: CurrencyFormat = {
      symbol: "$",
      symbolPlacement: "left",
      decimalPlaces: 2,
      decimalPoint: ".",
      millesimalPoint: ",",
    };
    expect(formatPrice(1234.5, usd)).toBe("$1,234.50");
  });

  test("keeps the sign of negative amounts (discount lines) and never shows -0", () => {
    expect(formatPrice(-150, CZK)).toBe("-150,00 Kč");
    expect(formatPrice(-0.001, CZK)).toBe("0,00 Kč");
  });
});
