import { describe, expect, it } from "vitest";

import { openDatabase } from "#sandbox/db/open.ts";
import { seedDatabase } from "#sandbox/seed/seed.ts";

import { freeUnits, lowestPriceOf30Days, unitPriceForAmount } from "./pricing.ts";

describe("price rules", () => {
  it("picks the quantity tier of the amount and scales it to other currencies", () => {
    const tiers = [
      { amountFrom: 5, priceMinor: 95_00 },
      { amountFrom: 10, priceMinor: 90_00 },
    ];
    expect(unitPriceForAmount(100_00, 100_00, tiers, 4)).toBe(100_00);
    expect(unitPriceForAmount(100_00, 100_00, tiers, 7)).toBe(95_00);
    expect(unitPriceForAmount(100_00, 100_00, tiers, 12)).toBe(90_00);
    expect(unitPriceForAmount(4_00, 100_00, tiers, 10)).toBe(3_60);
  });

  it("gives every third unit free in a 2+1 offer", () => {
    expect(freeUnits(2, 2, 1)).toBe(0);
    expect(freeUnits(3, 2, 1)).toBe(1);
    expect(freeUnits(7, 2, 1)).toBe(2);
    expect(freeUnits(7, null, null)).toBe(0);
  });

  it("finds the lowest price of the last 30 days in the history", () => {
    const db = openDatabase(":memory:");
    seedDatabase(db);
    db.prepare("DELETE FROM variant_price_history WHERE variant_id = 10031").run();
    const insert = db.prepare(
      "INSERT INTO variant_price_history (variant_id, days_ago, price_minor) VALUES (10031, ?, ?)",
    );
    // 900 Kč 60 days ago is outside the window; 1100 Kč was valid when the window opened.
    insert.run(60, 900_00);
    insert.run(40, 1100_00);
    insert.run(10, 1234_50);
    expect(lowestPriceOf30Days(db, 10031, 1234_50, 1234_50)).toBe(1100_00);
    expect(lowestPriceOf30Days(db, 10031, 49_90, 1234_50)).toBe(4446);
  });
});
