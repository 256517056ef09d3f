import { beforeAll, describe, expect, it } from "vitest";

import { openDatabase, type Db } from "#sandbox/db/open.ts";
import { HttpError } from "#sandbox/http/errors.ts";
import { seedDatabase } from "#sandbox/seed/seed.ts";

import { type Scope, ScopeSchema } from "./catalog-scope.ts";
import { catalogState } from "./catalog-state.ts";

let db: Db;

beforeAll(() => {
  db = openDatabase(":memory:");
  seedDatabase(db);
});

const GUEST = { currencyCode: "CZK", userGroups: [] };
const COLOR = 1;
const BRAND = 2;
const PINK = 1001;

function scope(input: Record<string, unknown>): Scope {
  return ScopeSchema.parse(input);
}

/** Products of the vibrator tree with their values, counted the slow way to compare against. */
function vibrators(): Array<{ id: number; values: Set<number> }> {
  const rows = db
    .prepare(
      `SELECT p.id, group_concat(ppv.value_id) AS ids FROM products p
       JOIN product_parameter_values ppv ON ppv.product_id = p.id
       WHERE p.category_id IN (10, 11, 12, 13) AND p.restricted_to_group IS NULL
       GROUP BY p.id`,
    )
    .all() as Array<{ id: number; ids: string }>;
  return rows.map((row) => ({ id: row.id, values: new Set(row.ids.split(",").map(Number)) }));
}

function countBy(products: Array<{ values: Set<number> }>, parameter: number) {
  const counts = new Map<number, number>();
  for (const product of products) {
    for (const value of product.values) {
      if (Math.floor(value / 1000) === parameter) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
  }
  return counts;
}

function facetCounts(state: ReturnType<typeof catalogState>, parameter: number) {
  const facet = state.facets.parameters.find((p) => p.entityId === parameter);
  return new Map(facet?.values.map((value) => [value._id, value.count]));
}

describe("catalogue state facets", () => {
  it("count every value of a category without filters", () => {
    const state = catalogState(db, scope({ type: "category", id: 10 }), GUEST);
    const products = vibrators();
    expect(state.products.total).toBe(products.length);
    expect(facetCounts(state, COLOR)).toEqual(countBy(products, COLOR));
    expect(facetCounts(state, BRAND)).toEqual(countBy(products, BRAND));
  });

  it("are disjunctive: a parameter's own filter does not narrow its counts", () => {
    const state = catalogState(
      db,
      scope({ type: "category", id: 10, parameters: { [COLOR]: [PINK] } }),
      GUEST,
    );
    const products = vibrators();
    const pink = products.filter((product) => product.values.has(PINK));
    expect(state.products.total).toBe(pink.length);
    expect(facetCounts(state, COLOR)).toEqual(countBy(products, COLOR));
    expect(facetCounts(state, BRAND)).toEqual(countBy(pink, BRAND));
    const pinkValue = state.facets.parameters
      .find((p) => p.entityId === COLOR)
      ?.values.find((value) => value._id === PINK);
    expect(pinkValue?.selected).toBe(true);
  });

  it("combine values of one parameter with OR and parameters with AND", () => {
    const products = vibrators();
    const [brand] = [...countBy(products, BRAND).keys()];
    const state = catalogState(
      db,
      scope({
        type: "category",
        id: 10,
        parameters: { [COLOR]: [PINK, 1003], [BRAND]: [brand] },
      }),
      GUEST,
    );
    const expected = products.filter(
      (p) =>
        (p.values.has(PINK) || p.values.has(1003)) && brand !== undefined && p.values.has(brand),
    );
    expect(state.products.total).toBe(expected.length);
  });

  it("count stock and price over the other filters", () => {
    const all = catalogState(db, scope({ type: "category", id: 30 }), GUEST);
    const inStock = catalogState(db, scope({ type: "category", id: 30, stock: true }), GUEST);
    expect(inStock.products.total).toBe(all.facets.stock.count);
    expect(inStock.facets.stock.count).toBe(all.facets.stock.count);
    const { min, max } = all.facets.price;
    expect(min).not.toBeNull();
    const cheap = catalogState(
      db,
      scope({ type: "category", id: 30, price: { to: min ?? 0 }, perPage: 100 }),
      GUEST,
    );
    expect(
      cheap.products.entities.every((p) => p.variants.some((v) => v.prices.unitWithTax === min)),
    ).toBe(true);
    expect(cheap.facets.price.max).toBe(max);
  });

  it("show only tags visible in the catalogue", () => {
    const state = catalogState(
      db,
      scope({ type: "virtual_category", slug: "akce-a-slevy" }),
      GUEST,
    );
    const codes = state.facets.tags.map((tag) => tag.code);
    expect(codes).toContain("akce");
    expect(codes).not.toContain("limitovana-edice");
    expect(state.facets.tags.find((tag) => tag.code === "akce")?.count).toBe(state.products.total);
  });
});

describe("catalogue state listings", () => {
  it("sorts and pages", () => {
    const first = catalogState(
      db,
      scope({ type: "category", id: 10, sort: "price_asc", perPage: 5 }),
      GUEST,
    );
    const prices = first.products.entities.map((p) =>
      Math.min(...p.variants.map((v) => v.prices.unitWithTax)),
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(first.pagination.pages).toBe(Math.ceil(first.products.total / 5));
    const second = catalogState(
      db,
      scope({ type: "category", id: 10, sort: "price_asc", perPage: 5, page: 2 }),
      GUEST,
    );
    const secondPrices = second.products.entities.map((p) =>
      Math.min(...p.variants.map((v) => v.prices.unitWithTax)),
    );
    expect(Math.min(...secondPrices)).toBeGreaterThanOrEqual(Math.max(...prices));
  });

  it("sorts by name in Czech order and pages the sorted list", () => {
    const names = (id: number, page: number, perPage: number) =>
      catalogState(
        db,
        scope({ type: "category", id, sort: "name_asc", perPage, page }),
        GUEST,
      ).products.entities.map((product) => product.name);
    // Hygiene: č is a letter after c, so "Čisticí…" precedes "Intimní…" (bytes say otherwise).
    const hygiene = names(80, 1, 100);
    const initials = hygiene.map((name) => name.slice(0, 1));
    expect(initials.indexOf("I")).toBeGreaterThan(initials.lastIndexOf("Č"));
    expect(initials.lastIndexOf("Č")).toBeGreaterThanOrEqual(0);
    // Ď sorts as d: "Ďábelsky…" comes before "Pouta…" and "Vibrační…".
    expect(names(72, 1, 100)[0]).toMatch(/^Ďábelsky/);
    expect([...names(80, 1, 10), ...names(80, 2, 10)]).toEqual(hygiene.slice(0, 20));
  });

  it("applies a virtual category's price range and a filtered category's values", () => {
    const cheap = catalogState(
      db,
      scope({ type: "virtual_category", slug: "darky-do-500-kc", perPage: 100 }),
      GUEST,
    );
    expect(cheap.products.total).toBeGreaterThan(0);
    for (const product of cheap.products.entities) {
      expect(Math.min(...product.variants.map((v) => v.prices.unitWithTax))).toBeLessThanOrEqual(
        500,
      );
    }
    const amora = catalogState(
      db,
      scope({ type: "filtered_category", slug: "vibratory-amora", perPage: 100 }),
      GUEST,
    );
    for (const product of amora.products.entities) {
      expect(product.content.parameters.find((p) => p.entityId === BRAND)?.values).toEqual([2001]);
      expect([11, 12, 13]).toContain(product.categoryId);
    }
  });

  it("leaves out products reserved for another customer group", () => {
    const guest = catalogState(db, scope({ type: "category", id: 41, perPage: 100 }), GUEST);
    const b2b = catalogState(db, scope({ type: "category", id: 41, perPage: 100 }), {
      ...GUEST,
      userGroups: ["b2b"],
    });
    expect(b2b.products.total).toBe(guest.products.total + 1);
  });

  it("answers 404 for an unknown listing", () => {
    expect(() => catalogState(db, scope({ type: "category", id: 999 }), GUEST)).toThrow(HttpError);
  });
});
