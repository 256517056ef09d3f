import { describe, expect, test } from "vitest";

import { activeVariant } from "./active-variant.ts";

const variants = [
  { id: 1, availability: { isAvailable: false } },
  { id: 2, availability: { isAvailable: true } },
  { id: 3, availability: { isAvailable: true } },
];

describe("activeVariant", () => {
  test("takes the requested variant when it is available", () => {
    expect(activeVariant(variants, { requestedId: 3, defaultId: 2 })?.id).toBe(3);
  });

  test("takes the default variant when none or an unknown one is requested", () => {
    expect(activeVariant(variants, { defaultId: 3 })?.id).toBe(3);
    expect(activeVariant(variants, { requestedId: 99, defaultId: 3 })?.id).toBe(3);
  });

  test("falls back to the first available variant when the chosen one is out of stock", () => {
    expect(activeVariant(variants, { requestedId: 1 })?.id).toBe(2);
    expect(activeVariant(variants, { defaultId: 1 })?.id).toBe(2);
  });

  test("keeps the chosen variant when no variant is available", () => {
    const soldOut = variants.map((variant) => ({
      ...variant,
      availability: { isAvailable: false },
    }));
    expect(activeVariant(soldOut, { requestedId: 3 })?.id).toBe(3);
  });
});
