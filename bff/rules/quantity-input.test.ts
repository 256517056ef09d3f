import { describe, expect, it } from "vitest";

import {
  clampQuantity,
  DEFAULT_QUANTITY_LIMITS,
  parseQuantity,
  purchaseLimits,
  QUANTITY_MAX,
  QUANTITY_MAX_DIGITS,
  quantityInputLength,
  quantityUnitLabel,
  sanitiseQuantityInput,
  UNIT_MAX_LENGTH,
} from "./quantity-input.ts";

const whole = { min: 1, max: 10, decimals: 0 };
const metres = { min: 0.5, max: 20, decimals: 2 };

describe("quantity input limits", () => {
  it("holds 4 digits and a 3-character unit", () => {
    expect(QUANTITY_MAX_DIGITS).toBe(4);
    expect(UNIT_MAX_LENGTH).toBe(3);
    expect(quantityUnitLabel("balení")).toBe("bal");
    expect(quantityUnitLabel(" ks ")).toBe("ks");
  });

  it("caps every quantity at 9999, the most 4 digits hold", () => {
    expect(QUANTITY_MAX).toBe(9999);
    expect(DEFAULT_QUANTITY_LIMITS).toEqual({ min: 1, max: 9999, decimals: 0 });
  });

  it("sizes the input for 4 digits, and a separator with the places of a unit sold in parts", () => {
    expect(quantityInputLength({ decimals: 0 })).toBe(4);
    expect(quantityInputLength({ decimals: 2 })).toBe(7);
    expect(sanitiseQuantityInput("12345,678", { decimals: 2 })).toHaveLength(7);
  });
});

describe("purchaseLimits", () => {
  const product = (unit: string, amountMin?: number | null, amountMax?: number | null) => ({
    unit,
    availability: { amountMin, amountMax },
  });

  it("takes the store's minimum and maximum purchase of the variant first", () => {
    const rules = { amountMin: 2, amountMax: 6 };
    expect(purchaseLimits(rules, product("ks", 1, 10))).toEqual({ min: 2, max: 6, decimals: 0 });
  });

  it("falls back to the catalogue product's own limits without the store's", () => {
    expect(purchaseLimits(null, product("ks", 3, 12))).toEqual({ min: 3, max: 12, decimals: 0 });
    expect(purchaseLimits(undefined, product("ks", 3, 12))).toEqual({
      min: 3,
      max: 12,
      decimals: 0,
    });
  });

  it("takes the catalogue's maximum when the store sets none", () => {
    const rules = { amountMin: 2, amountMax: null };
    expect(purchaseLimits(rules, product("ks", 1, 10))).toEqual({ min: 2, max: 10, decimals: 0 });
  });

  it("allows 1 to 9999 when nobody sets a limit", () => {
    expect(purchaseLimits(null, product("ks"))).toEqual({ min: 1, max: 9999, decimals: 0 });
    expect(purchaseLimits(null, product("ks", null, null))).toEqual(DEFAULT_QUANTITY_LIMITS);
  });

  it("asks at least 1 and at most what the 4-digit input holds", () => {
    expect(purchaseLimits({ amountMin: 0, amountMax: 25_000 }, product("ks"))).toEqual({
      min: 1,
      max: 9999,
      decimals: 0,
    });
    expect(purchaseLimits(null, product("ks", -3, 10_000)).max).toBe(9999);
  });

  it("lets the minimum win over a maximum below it", () => {
    expect(purchaseLimits({ amountMin: 5, amountMax: 3 }, product("ks"))).toEqual({
      min: 5,
      max: 5,
      decimals: 0,
    });
  });

  it("allows two decimal places for metres (bm), none for pieces or other units", () => {
    expect(purchaseLimits(null, product("bm")).decimals).toBe(2);
    expect(purchaseLimits(null, product("ks")).decimals).toBe(0);
    expect(purchaseLimits(null, product("balení")).decimals).toBe(0);
  });
});

describe("sanitiseQuantityInput", () => {
  it("keeps digits only when decimals are not allowed", () => {
    expect(sanitiseQuantityInput("1a2-", { decimals: 0 })).toBe("12");
    expect(sanitiseQuantityInput("2,5", { decimals: 0 })).toBe("25");
    expect(sanitiseQuantityInput("123456", { decimals: 0 })).toBe("1234");
    expect(sanitiseQuantityInput("", { decimals: 0 })).toBe("");
  });

  it("keeps one separator, turning a comma into a dot, when decimals are allowed", () => {
    expect(sanitiseQuantityInput("2,5", { decimals: 2 })).toBe("2.5");
    expect(sanitiseQuantityInput("2.", { decimals: 2 })).toBe("2.");
    expect(sanitiseQuantityInput("1,2.3", { decimals: 2 })).toBe("1.23");
    expect(sanitiseQuantityInput("x1 .5m", { decimals: 2 })).toBe("1.5");
  });

  it("truncates decimals beyond the allowed places and the integer part to 4 digits", () => {
    expect(sanitiseQuantityInput("1.999", { decimals: 2 })).toBe("1.99");
    expect(sanitiseQuantityInput("1.999", { decimals: 1 })).toBe("1.9");
    expect(sanitiseQuantityInput("123456,75", { decimals: 2 })).toBe("1234.75");
  });

  it("puts a zero before a leading separator", () => {
    expect(sanitiseQuantityInput(",5", { decimals: 1 })).toBe("0.5");
  });
});

describe("clampQuantity", () => {
  it("keeps a quantity inside the limits without a notice", () => {
    expect(clampQuantity(3, whole)).toEqual({ quantity: 3, notice: null });
    expect(clampQuantity(1, whole)).toEqual({ quantity: 1, notice: null });
    expect(clampQuantity(10, whole)).toEqual({ quantity: 10, notice: null });
  });

  it("raises to the minimum purchase and reports it", () => {
    expect(clampQuantity(0, whole)).toEqual({ quantity: 1, notice: { kind: "min", limit: 1 } });
    expect(clampQuantity(-4, metres)).toEqual({
      quantity: 0.5,
      notice: { kind: "min", limit: 0.5 },
    });
  });

  it("lowers to the maximum and reports it", () => {
    expect(clampQuantity(11, whole)).toEqual({ quantity: 10, notice: { kind: "max", limit: 10 } });
  });

  it("truncates, not rounds, to the allowed decimals", () => {
    expect(clampQuantity(2.9, whole).quantity).toBe(2);
    expect(clampQuantity(2.339, metres).quantity).toBe(2.33);
    expect(clampQuantity(2.3, { ...metres, decimals: 1 }).quantity).toBe(2.3);
    expect(clampQuantity(1.005, metres).quantity).toBe(1);
    expect(clampQuantity(2.99999999, { ...metres, decimals: 1 }).quantity).toBe(2.9);
  });

  it("clamps a quantity truncated below the minimum", () => {
    expect(clampQuantity(0.9, whole)).toEqual({ quantity: 1, notice: { kind: "min", limit: 1 } });
  });

  it("never exceeds what the 4-digit input holds", () => {
    expect(clampQuantity(12_000, { ...whole, max: Infinity })).toEqual({
      quantity: 9999,
      notice: { kind: "max", limit: 9999 },
    });
  });

  it("lets the minimum win over a maximum configured below it", () => {
    expect(clampQuantity(5, { min: 3, max: 2, decimals: 0 })).toEqual({
      quantity: 3,
      notice: { kind: "max", limit: 3 },
    });
  });

  it("takes the minimum for a value that is not a number", () => {
    expect(clampQuantity(Number.NaN, whole)).toEqual({
      quantity: 1,
      notice: { kind: "min", limit: 1 },
    });
  });
});

describe("parseQuantity", () => {
  it("accepts a whole number, trimmed", () => {
    expect(parseQuantity(" 2 ", whole)).toEqual({ ok: true, quantity: 2, notice: null });
  });

  it("accepts a comma or a dot when decimals are allowed, truncating extra places", () => {
    expect(parseQuantity("2,5", metres)).toEqual({ ok: true, quantity: 2.5, notice: null });
    expect(parseQuantity("2.567", metres)).toEqual({ ok: true, quantity: 2.56, notice: null });
  });

  it("rejects a decimal number when only whole numbers are allowed", () => {
    expect(parseQuantity("2,5", whole)).toEqual({ ok: false, error: "format" });
  });

  it("rejects an empty or missing value as required", () => {
    expect(parseQuantity(null, whole)).toEqual({ ok: false, error: "required" });
    expect(parseQuantity("   ", whole)).toEqual({ ok: false, error: "required" });
  });

  it("rejects letters, signs and files as a format error", () => {
    for (const raw of ["abc", "2ks", "-1", "+1", "1e3", "2,", ",5", "1,2,3"]) {
      expect(parseQuantity(raw, metres)).toEqual({ ok: false, error: "format" });
    }
    expect(parseQuantity(new File(["2"], "q.txt"), whole)).toEqual({ ok: false, error: "format" });
  });

  it("clamps a value outside the limits and reports it instead of rejecting it", () => {
    expect(parseQuantity("50", whole)).toEqual({
      ok: true,
      quantity: 10,
      notice: { kind: "max", limit: 10 },
    });
    expect(parseQuantity("2", { ...whole, min: 3 })).toEqual({
      ok: true,
      quantity: 3,
      notice: { kind: "min", limit: 3 },
    });
  });

  it("refuses zero, and what truncates to zero, instead of moving it up to the minimum", () => {
    expect(parseQuantity("0", whole)).toEqual({ ok: false, error: "zero" });
    expect(parseQuantity("000", whole)).toEqual({ ok: false, error: "zero" });
    expect(parseQuantity("0,004", { ...whole, decimals: 2 })).toEqual({ ok: false, error: "zero" });
    expect(parseQuantity("0,01", { ...whole, min: 0.01, decimals: 2 })).toMatchObject({ ok: true });
  });
});
