import { afterEach, describe, expect, test, vi } from "vitest";

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

afterEach(() => {
  vi.restoreAllMocks();
});

describe("formatPrice follows the shopper's language and the store's currency", () => {
  test("German groups with a point, Czech and Slovak with a no-break space", () => {
    expect(shown(formatPrice(1188, EUR, "de"))).toBe("1.188,00_€");
    expect(shown(formatPrice(1188, EUR, "sk"))).toBe("1_188,00_€");
    expect(shown(formatPrice(1188, EUR, "cs"))).toBe("1_188,00_€");
    expect(shown(formatPrice(1234.5, CZK, "cs"))).toBe("1_234,50_Kč");
    expect(shown(formatPrice(1234567.891, CZK, "sk"))).toBe("1_234_567,89_Kč");
    expect(shown(formatPrice(999, CZK, "cs"))).toBe("999,00_Kč");
  });

  test("the store's symbol wins over Intl's, on the language's side", () => {
    expect(shown(formatPrice(1234.5, CZK, "de"))).toBe("1.234,50_Kč");
  });

  test("an amount written before reads the same, and never in another currency's format", () => {
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

describe("without Intl's rules the store's separators and placement apply", () => {
  const USD: CurrencyFormat = {
    code: "USD",
    symbol: "$",
    symbolPlacement: "left",
    decimalPlaces: 2,
    decimalPoint: ".",
    millesimalPoint: ",",
  };

  test("a language this runtime's Intl does not know", () => {
    vi.spyOn(Intl.NumberFormat, "supportedLocalesOf").mockReturnValue([]);
    expect(formatPrice(1234.5, USD, "de")).toBe("$1,234.50");
    expect(shown(formatPrice(-1234.5, { ...EUR, decimalPlaces: 1 }, "de"))).toBe("-1_234,5_€");
    expect(shown(formatPrice(-0.001, { ...EUR, decimalPlaces: 1 }, "de"))).toBe("0,0_€");
  });

  test("a currency code Intl rejects", () => {
    expect(shown(formatPrice(1234.5, { ...CZK, code: "KČS" }, "de"))).toBe("1_234,50_Kč");
  });
});
