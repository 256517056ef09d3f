import { describe, expect, it } from "vitest";

import { cartValue, minimumOrderRemainder, remainingTo } from "./cart-thresholds.ts";

describe("minimumOrderRemainder", () => {
  it("tells how much is missing to the minimum order", () => {
    expect(minimumOrderRemainder({ minimum: 300, value: 123.4, itemCount: 1 })).toBe(176.6);
  });

  it("is met exactly at the minimum", () => {
    expect(minimumOrderRemainder({ minimum: 300, value: 300, itemCount: 1 })).toBeNull();
  });

  it("asks nothing of an empty cart or a shop without a minimum", () => {
    expect(minimumOrderRemainder({ minimum: 300, value: 0, itemCount: 0 })).toBeNull();
    expect(minimumOrderRemainder({ minimum: 0, value: 10, itemCount: 1 })).toBeNull();
    expect(minimumOrderRemainder({ minimum: null, value: 10, itemCount: 1 })).toBeNull();
  });
});

describe("remainingTo (free shipping)", () => {
  it("counts down to the threshold without float noise", () => {
    expect(remainingTo(1500, 1234.56)).toBe(265.44);
  });

  it("is gone once the threshold is reached", () => {
    expect(remainingTo(1500, 1500)).toBeNull();
    expect(remainingTo(null, 10)).toBeNull();
  });
});

describe("cartValue", () => {
  it("counts the items after the coupon, or the items when the store sends no limit", () => {
    expect(cartValue({ itemsWithTax: 1000, discountLimitPriceWithVat: 900 })).toBe(900);
    expect(cartValue({ itemsWithTax: 1000 })).toBe(1000);
    expect(cartValue(null)).toBe(0);
  });
});
