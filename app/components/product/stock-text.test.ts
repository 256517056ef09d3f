import { describe, expect, test } from "vitest";

import { productStockText, shopStockText } from "#app/components/product/stock-text.ts";
import { translate, type Strings, type TranslateValues } from "#app/i18n/translate.ts";
import cs from "#locales/cs/common.json" with { type: "json" };

const t = (key: string, values?: TranslateValues) => translate(cs as Strings, "cs", key, values);

describe("stock on a product page", () => {
  test("a shopper's own page counts the pieces, up to the spec's 5", () => {
    expect(productStockText(t, { text: "Skladem", stockShown: 3, sharedPage: false })).toBe(
      "Skladem (3 ks)",
    );
    expect(shopStockText(t, 5, false)).toBe("skladem 5 ks");
  });

  test("a page a shared cache serves says 5 and more, or the last pieces, never a count", () => {
    expect(productStockText(t, { text: "Skladem", stockShown: 5, sharedPage: true })).toBe(
      "Skladem (5 a více ks)",
    );
    expect(productStockText(t, { text: "Skladem", stockShown: 4, sharedPage: true })).toBe(
      "Skladem (poslední kusy)",
    );
    expect(shopStockText(t, 5, true)).toBe("skladem 5 a více ks");
    expect(shopStockText(t, 1, true)).toBe("skladem poslední kusy");
  });
});
