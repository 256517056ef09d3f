import { describe, expect, it } from "vitest";

import { discountPercentage, eurFromCzk, fromMinor, netFromGross, toMinor } from "./money.ts";

describe("money", () => {
  it("keeps hundredths exact", () => {
    expect(toMinor(1234.5)).toBe(123450);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(fromMinor(123450)).toBe(1234.5);
  });

  it("derives net prices from gross ones at the VAT rate", () => {
    expect(netFromGross(24900, 21)).toBe(20579);
    expect(netFromGross(123450, 21)).toBe(102025);
    expect(netFromGross(12100, 0)).toBe(12100);
  });

  it("rounds discounts to whole percent", () => {
    expect(discountPercentage(123450, 149000)).toBe(17);
    expect(discountPercentage(74900, 99000)).toBe(24);
  });

  it("prices euros at a round rate ending in ,90", () => {
    expect(eurFromCzk(24900)).toBe(990);
    expect(eurFromCzk(123450)).toBe(4990);
    expect(eurFromCzk(8900)).toBe(390);
  });
});
