import { describe, expect, it } from "vitest";

import { listBranches } from "#sandbox/cms/branches.ts";
import { openDatabase } from "#sandbox/db/open.ts";

import { variantId } from "./catalog-ids.ts";
import { seedDatabase } from "./seed.ts";
import { SHIPPER } from "./store/shipping.ts";

/** The CMS branch pages and the store's own shops agree: ids, places, weeks and stock. */

const db = openDatabase(":memory:");
seedDatabase(db);

interface StoreBranch {
  id: number;
  remote_id: string;
  name: string;
  city: string;
  country_code: string;
  latitude: number;
  longitude: number;
  opening_hours: string;
  warehouse_id: number;
}

const ownShops = db
  .prepare("SELECT * FROM branches WHERE shipper_id = ? ORDER BY id")
  .all(SHIPPER.personal) as Array<StoreBranch>;

describe("the shop's own branches", () => {
  it("are eight store branches of the personal pick-up, each with a warehouse of its own", () => {
    expect(ownShops.map((shop) => [shop.id, shop.remote_id, shop.city, shop.country_code])).toEqual(
      [
        [1, "SHOP-1", "Praha", "CZE"],
        [2, "SHOP-2", "Brno", "CZE"],
        [3, "SHOP-3", "Ostrava", "CZE"],
        [4, "SHOP-4", "Plzeň", "CZE"],
        [5, "SHOP-5", "Olomouc", "CZE"],
        [6, "SHOP-6", "České Budějovice", "CZE"],
        [7, "SHOP-7", "Bratislava", "SVK"],
        [8, "SHOP-8", "Košice", "SVK"],
      ],
    );
    const warehouses = ownShops.map((shop) => shop.warehouse_id);
    expect(new Set(warehouses).size).toBe(8);
    expect(warehouses).not.toContain(1);
    const days = ownShops.map((shop) => JSON.parse(shop.opening_hours) as Array<{ day: number }>);
    expect(days.some((week) => week.some((open) => open.day === 6))).toBe(true);
    expect(days.filter((week) => week.some((open) => open.day === 7))).toHaveLength(1);
  });

  it("each have a CMS page with the store's place and week", () => {
    const pages = listBranches(db, {});
    expect(pages.map((page) => page.store_id).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const shop of ownShops) {
      const page = pages.find((candidate) => candidate.store_id === shop.id);
      expect(page).toMatchObject({
        gps_latitude: shop.latitude,
        gps_longitude: shop.longitude,
        site_enabled: [shop.country_code === "SVK" ? "sk" : "cz"],
      });
      const week = (page?.opening_hours ?? []) as Array<{ day: number; from: string | null }>;
      expect(week.map((day) => day.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(week.filter((day) => day.from !== null)).toEqual(JSON.parse(shop.opening_hours));
    }
  });

  it("stock Velvet Classic pink in Praha and Brno, purple only in Ostrava, black nowhere", () => {
    const shelves = (variant: number) =>
      db
        .prepare(
          `SELECT b.city, s.stock FROM variant_stock s
           JOIN branches b ON b.warehouse_id = s.warehouse_id AND b.shipper_id = ?
           WHERE s.variant_id = ? AND s.stock > 0 ORDER BY b.id`,
        )
        .all(SHIPPER.personal, variant);
    expect(shelves(variantId(1001, 0))).toEqual([
      { city: "Praha", stock: 2 },
      { city: "Brno", stock: 1 },
    ]);
    expect(shelves(variantId(1001, 1))).toEqual([{ city: "Ostrava", stock: 2 }]);
    expect(shelves(variantId(1001, 2))).toEqual([]);
    const total = (variant: number) =>
      db.prepare("SELECT sum(stock) FROM variant_stock WHERE variant_id = ?").pluck().get(variant);
    expect([0, 1, 2].map((index) => total(variantId(1001, index)))).toEqual([8, 5, 0]);
  });

  it("give some generated variants to some shops and not others", () => {
    const spread = db
      .prepare(
        `SELECT count(DISTINCT s.warehouse_id) FROM variant_stock s
         JOIN branches b ON b.warehouse_id = s.warehouse_id AND b.shipper_id = ?
         WHERE s.stock > 0 GROUP BY s.variant_id`,
      )
      .pluck()
      .all(SHIPPER.personal) as Array<number>;
    expect(spread.length).toBeGreaterThan(50);
    expect(Math.max(...spread)).toBeLessThan(8);
  });
});
