import { describe, expect, test } from "vitest";

import type { OpeningSchedule } from "#bff/rules/opening-hours.ts";

import { shopStockRows, type OwnShop } from "./product-shop-stock-rows.ts";

const WEEK: OpeningSchedule = {
  week: [1, 2, 3, 4, 5].map((day) => ({ day, from: "09:00", to: "19:00" })),
  exceptions: [],
  closedFrom: null,
  closedTo: null,
  country: "cz",
};

const SHOPS: Array<OwnShop> = [
  { branchId: 1, title: "Praha", slug: "praha-vinohrady", warehouseId: 11, schedule: WEEK },
  { branchId: 2, title: "Brno", slug: "brno-centrum", warehouseId: 12, schedule: WEEK },
  {
    branchId: 6,
    title: "České Budějovice",
    slug: "ceske-budejovice",
    warehouseId: 16,
    schedule: { ...WEEK, closedFrom: "2026-05-10", closedTo: "2026-05-20" },
  },
];

/** Tuesday 12 May 2026, 10:00 in Prague. */
const TUESDAY_MORNING = new Date("2026-05-12T08:00:00Z");
/** The same day at 19:30 in Prague, after closing. */
const TUESDAY_EVENING = new Date("2026-05-12T17:30:00Z");

function rows(warehouses: Array<{ id: string | number; stock: number }>, now = TUESDAY_MORNING) {
  return shopStockRows({ shops: SHOPS, warehouses, maxShown: 5, now });
}

describe("shopStockRows", () => {
  test("lists only the shops whose warehouse has the variant, in the shops' order", () => {
    const result = rows([
      { id: 12, stock: 2 },
      { id: 11, stock: 3 },
      { id: 99, stock: 40 },
    ]);
    expect(result.map((row) => row.name)).toEqual(["Praha", "Brno"]);
  });

  test("caps the shown stock like the online stock, and leaves out none or negative stock", () => {
    const result = rows([
      { id: 11, stock: 12 },
      { id: 12, stock: 0 },
      { id: 16, stock: -2 },
    ]);
    expect(result).toEqual([
      {
        branchId: 1,
        name: "Praha",
        slug: "praha-vinohrady",
        stockShown: 5,
        pickUpToday: true,
        closedNow: false,
        today: { from: "09:00", to: "19:00" },
      },
    ]);
  });

  test("shows the real number with no cap configured", () => {
    const [row] = shopStockRows({
      shops: SHOPS,
      warehouses: [{ id: 11, stock: 12 }],
      maxShown: 0,
      now: TUESDAY_MORNING,
    });
    expect(row?.stockShown).toBe(12);
  });

  test("matches a warehouse id the CMS writes as text", () => {
    expect(rows([{ id: "12", stock: 1 }]).map((row) => row.branchId)).toEqual([2]);
  });

  test("offers pick-up today only while the shop is open", () => {
    expect(rows([{ id: 11, stock: 1 }])[0]?.pickUpToday).toBe(true);
    expect(rows([{ id: 11, stock: 1 }], TUESDAY_EVENING)[0]?.pickUpToday).toBe(false);
  });

  test("gives today's hours for a shop that is not open at this moment", () => {
    expect(rows([{ id: 11, stock: 1 }], TUESDAY_EVENING)[0]?.today).toEqual({
      from: "09:00",
      to: "19:00",
    });
    const sunday = new Date("2026-05-17T08:00:00Z");
    expect(rows([{ id: 11, stock: 1 }], sunday)[0]?.today).toEqual({ from: null, to: null });
  });

  test("keeps a temporarily closed shop with its stock, marked closed and not for today", () => {
    const [row] = rows([{ id: 16, stock: 2 }]);
    expect(row).toMatchObject({ name: "České Budějovice", closedNow: true, pickUpToday: false });
  });
});
