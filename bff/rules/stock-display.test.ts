import { describe, expect, it } from "vitest";

import { DEFAULT_MAX_SHOWN_STOCK, displayedStock, UNCHECKED_STOCK_SHOWN } from "./stock-display.ts";

const checked = { checkStock: true, maxShown: DEFAULT_MAX_SHOWN_STOCK };

describe("displayedStock", () => {
  it("shows the stock up to the configured maximum", () => {
    expect(DEFAULT_MAX_SHOWN_STOCK).toBe(5);
    expect(displayedStock({ ...checked, stock: 3 })).toBe(3);
    expect(displayedStock({ ...checked, stock: 5 })).toBe(5);
    expect(displayedStock({ ...checked, stock: 120 })).toBe(5);
  });

  it("shows the real stock when the maximum is 0", () => {
    expect(displayedStock({ ...checked, stock: 120, maxShown: 0 })).toBe(120);
  });

  it("shows 0 for negative stock", () => {
    expect(displayedStock({ ...checked, stock: -2 })).toBe(0);
    expect(displayedStock({ ...checked, stock: -2, maxShown: 0 })).toBe(0);
  });

  it("shows the unlimited default when stock is not checked", () => {
    expect(UNCHECKED_STOCK_SHOWN).toBe(5);
    expect(displayedStock({ stock: 0, checkStock: false, maxShown: 0 })).toBe(5);
    expect(displayedStock({ stock: -7, checkStock: false, maxShown: 10 })).toBe(5);
  });

  it("caps the unlimited default by a lower maximum", () => {
    expect(displayedStock({ stock: 0, checkStock: false, maxShown: 3 })).toBe(3);
  });
});
