import { describe, expect, it } from "vitest";

import { priceLayout } from "./price-layout.ts";

describe("product box price layout", () => {
  it("breaks at unit prices 999 and 99 999", () => {
    expect(priceLayout(999)).toBe("short");
    expect(priceLayout(999.5)).toBe("medium");
    expect(priceLayout(99_999)).toBe("medium");
    expect(priceLayout(100_000)).toBe("long");
  });
});
