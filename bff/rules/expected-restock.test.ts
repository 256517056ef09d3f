import { describe, expect, test } from "vitest";

import { expectedRestock } from "./expected-restock.ts";

// 23:30 UTC on 10 December 2026: already 00:30 on the 11th in the shop's time zone.
const NOW = new Date("2026-12-10T23:30:00Z");

describe("when a sold-out product is expected back (date_of_storage)", () => {
  test("is the nearest delivery from today on, whatever the list's order", () => {
    expect(
      expectedRestock(
        [
          { date: "2027-01-20", amount: 30 },
          { date: "2026-12-18", amount: 15 },
          { date: "2026-12-01", amount: 20 },
        ],
        NOW,
      ),
    ).toBe("2026-12-18");
  });

  test("counts today in the shop's time zone, and a date with a time as its day", () => {
    expect(expectedRestock([{ date: "2026-12-11T08:00:00Z", amount: 5 }], NOW)).toBe("2026-12-11");
    expect(expectedRestock([{ date: "2026-12-10", amount: 5 }], NOW)).toBeNull();
  });

  test("says nothing of past or empty deliveries, or of what is no date", () => {
    expect(
      expectedRestock(
        [
          { date: "2026-11-30", amount: 10 },
          { date: "2026-12-20", amount: 0 },
          { date: "brzy", amount: 10 },
        ],
        NOW,
      ),
    ).toBeNull();
    expect(expectedRestock([], NOW)).toBeNull();
  });
});
