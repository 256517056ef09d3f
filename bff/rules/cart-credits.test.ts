import { describe, expect, it } from "vitest";

import { shouldResetCredits } from "./cart-credits.ts";

describe("shouldResetCredits", () => {
  it("resets credits left on an empty cart", () => {
    expect(shouldResetCredits({ itemCount: 0, credits: 120 })).toBe(true);
  });

  it("leaves a cart with items alone", () => {
    expect(shouldResetCredits({ itemCount: 2, credits: 120 })).toBe(false);
  });

  it("does not call the store for an empty cart that has no credits on it", () => {
    expect(shouldResetCredits({ itemCount: 0, credits: 0 })).toBe(false);
  });
});
