import { describe, expect, it } from "vitest";

import { requireCurrency } from "#sandbox/catalog/currencies.ts";
import { openDatabase } from "#sandbox/db/open.ts";
import { buildCatalogue, catalogSize } from "#sandbox/seed/catalog-generator.ts";
import { variantId } from "#sandbox/seed/catalog-ids.ts";
import { seedDatabase } from "#sandbox/seed/seed.ts";
import { addItem, buildCart, createCart } from "#sandbox/store/cart.ts";

/** What the store seed adds to any catalogue: reduced VAT and stock in several warehouses. */

const T0 = Date.UTC(2025, 0, 15, 9, 0, 0);
const db = openDatabase(":memory:");
seedDatabase(db);

describe("VAT rates", () => {
  it("sells condoms and intimate hygiene at 12 % and the rest at 21 %", () => {
    const rates = db
      .prepare(
        `SELECT c.slug, v.vat_rate FROM variants v JOIN products p ON p.id = v.product_id
         JOIN categories c ON c.id = p.category_id GROUP BY c.slug, v.vat_rate`,
      )
      .all() as Array<{ slug: string; vat_rate: number }>;
    const reduced = rates.filter((row) => row.vat_rate === 12).map((row) => row.slug);
    expect(reduced.sort()).toEqual([
      "intimni-hygiena",
      "klasicke-kondomy",
      "specialni-kondomy",
      "tenke-kondomy",
    ]);
    expect(rates.every((row) => row.vat_rate === 12 || row.vat_rate === 21)).toBe(true);
  });

  it("keeps the gross price and derives each rate's net price in the cart", () => {
    const cart = createCart(db, "CZK", T0);
    // Kondomy Classic 12 ks, 279 Kč with 12 % VAT, beside Amora Pulse, 1 234,50 Kč with 21 %.
    addItem(db, cart, { variantId: 10172, amount: 2 }, T0);
    addItem(db, cart, { variantId: 10031, amount: 1 }, T0);
    const { items, prices } = buildCart(db, cart, requireCurrency(db, "CZK"), T0);
    expect(items[0]?.prices).toMatchObject({
      unitWithTax: 279,
      unitWithoutTax: 249.11,
      totalWithTax: 558,
      totalWithoutTax: 498.21,
    });
    expect(items[1]?.prices).toMatchObject({ unitWithTax: 1234.5, unitWithoutTax: 1020.25 });
    expect(prices).toMatchObject({ itemsWithTax: 1792.5, itemsWithoutTax: 1518.46 });
  });
});

describe("warehouses", () => {
  it("adds the shops' and the supplier's warehouses with their dispatch delays", () => {
    expect(
      db
        .prepare(
          `SELECT w.id, w.code, w.virtual, coalesce(d.delay_days, 0) AS delayDays
           FROM warehouses w LEFT JOIN warehouse_dispatch d ON d.warehouse_id = w.id ORDER BY w.id`,
        )
        .all(),
    ).toEqual([
      { id: 1, code: "praha", virtual: 0, delayDays: 0 },
      { id: 91, code: "prodejna-brno", virtual: 0, delayDays: 1 },
      { id: 92, code: "dodavatel", virtual: 1, delayDays: 5 },
      { id: 93, code: "prodejna-praha", virtual: 0, delayDays: 1 },
      { id: 94, code: "prodejna-ostrava", virtual: 0, delayDays: 1 },
      { id: 95, code: "prodejna-plzen", virtual: 0, delayDays: 1 },
      { id: 96, code: "prodejna-olomouc", virtual: 0, delayDays: 1 },
      { id: 97, code: "prodejna-ceske-budejovice", virtual: 0, delayDays: 1 },
      { id: 98, code: "prodejna-bratislava", virtual: 0, delayDays: 2 },
      { id: 99, code: "prodejna-kosice", virtual: 0, delayDays: 2 },
    ]);
    expect(
      db.prepare("SELECT warehouse_id FROM branches WHERE remote_id = 'SHOP-2'").pluck().get(),
    ).toBe(91);
  });

  it("moves part of some generated variants' stock without changing any total", () => {
    const split = db
      .prepare("SELECT count(DISTINCT variant_id) FROM variant_stock WHERE warehouse_id <> 1")
      .pluck()
      .get() as number;
    expect(split).toBeGreaterThan(20);

    const totals = new Map(
      (
        db
          .prepare("SELECT variant_id, sum(stock) AS stock FROM variant_stock GROUP BY variant_id")
          .all() as Array<{ variant_id: number; stock: number }>
      ).map((row) => [row.variant_id, row.stock]),
    );
    const expected = buildCatalogue(catalogSize()).flatMap((product) =>
      product.variants.map(
        (variant, index) => [variantId(product.id, index), variant.stock] as const,
      ),
    );
    expect(expected.length).toBe(totals.size);
    for (const [id, stock] of expected) expect(totals.get(id)).toBe(stock);
  });
});
