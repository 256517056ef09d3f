import { describe, expect, it } from "vitest";

import { openDatabase, type Db } from "#sandbox/db/open.ts";

import { PRODUCTS } from "./catalog.ts";
import { seedDatabase } from "./seed.ts";

function seeded(): Db {
  const db = openDatabase(":memory:");
  seedDatabase(db);
  return db;
}

function dump(db: Db): Record<string, Array<unknown>> {
  const tables = db
    .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")
    .pluck()
    .all() as Array<string>;
  return Object.fromEntries(
    tables.map((table) => [table, db.prepare(`SELECT * FROM "${table}" ORDER BY 1, 2`).all()]),
  );
}

describe("seed", () => {
  it("produces the same database every time", () => {
    expect(dump(seeded())).toEqual(dump(seeded()));
  });

  it("leaves a seeded database alone", () => {
    const db = seeded();
    const before = dump(db);
    expect(seedDatabase(db)).toBe(false);
    expect(dump(db)).toEqual(before);
  });

  it("has a few dozen products, about a third of them with variants", () => {
    expect(PRODUCTS.length).toBeGreaterThanOrEqual(30);
    const withVariants = PRODUCTS.filter((p) => (p.variants?.length ?? 0) > 1).length;
    expect(withVariants / PRODUCTS.length).toBeGreaterThan(0.25);
    expect(withVariants / PRODUCTS.length).toBeLessThan(0.45);
    for (const product of PRODUCTS) {
      expect(product.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(product.perex).toMatch(/^[^.!?]+[.!?]$/);
    }
  });

  it("prices and stock cover what the storefront has to show", () => {
    const db = seeded();
    const czk = db
      .prepare("SELECT price_minor FROM variant_prices WHERE currency_code = 'CZK'")
      .pluck()
      .all();
    expect(czk).toContain(123450);
    const eur = db
      .prepare("SELECT count(*) FROM variant_prices WHERE currency_code = 'EUR'")
      .pluck()
      .get();
    expect(eur).toBe(czk.length);
    const discounted = db
      .prepare("SELECT count(*) FROM variant_prices WHERE original_price_minor IS NOT NULL")
      .pluck()
      .get();
    expect(discounted).toBeGreaterThan(0);
    const soldOutProducts = db
      .prepare(
        `SELECT p.slug FROM products p
         WHERE p.id < 2000 AND NOT EXISTS (SELECT 1 FROM variants v JOIN variant_stock s ON s.variant_id = v.id
                           WHERE v.product_id = p.id AND s.stock > 0)`,
      )
      .pluck()
      .all();
    // Of the hand-written products (ids below 2000) exactly one is sold out.
    expect(soldOutProducts).toEqual(["vibracni-vajicko-luna-s-dalkovym-ovladanim"]);
    const soldOutVariants = db
      .prepare("SELECT count(*) FROM variant_stock WHERE stock = 0")
      .pluck()
      .get();
    expect(soldOutVariants).toBeGreaterThan(1);
  });

  it("names one product with diacritics in every word", () => {
    const names = PRODUCTS.map((p) => p.name);
    expect(
      names.some((name) => name.split(" ").every((word) => /[áčďéěíňóřšťúůýž]/i.test(word))),
    ).toBe(true);
  });
});
