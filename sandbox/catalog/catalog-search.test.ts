import { beforeAll, describe, expect, it } from "vitest";

import { openDatabase, type Db } from "#sandbox/db/open.ts";
import { HttpError } from "#sandbox/http/errors.ts";
import { seedDatabase } from "#sandbox/seed/seed.ts";

import { ScopeSchema } from "./catalog-scope.ts";
import { catalogState } from "./catalog-state.ts";
import { rankProducts } from "./search.ts";

let db: Db;

beforeAll(() => {
  db = openDatabase(":memory:");
  seedDatabase(db);
});

const GUEST = { currencyCode: "CZK", userGroups: new Array<string>() };
const RESERVED_FOR_B2B = 1037;

const state = (input: Record<string, unknown>, options = GUEST) =>
  catalogState(db, ScopeSchema.parse({ type: "search", ...input }), options);

const ids = (input: Record<string, unknown>, options = GUEST) =>
  state(input, options).products.entities.map((product) => product.id);

const lowestPrice = (product: { variants: Array<{ prices: { unitWithTax: number } }> }) =>
  Math.min(...product.variants.map((variant) => variant.prices.unitWithTax));

describe("catalogue state of a search query", () => {
  it("finds words without diacritics and names the listing by the query", () => {
    const found = state({ query: "cisteni" });
    expect(found.listing).toEqual({
      type: "search",
      id: "cisteni",
      slug: "",
      title: "cisteni",
      all_words_total: found.products.total,
    });
    expect(found.products.entities.map((product) => product.name)).toContain(
      "Čisticí sprej na pomůcky 150 ml",
    );
    expect(ids({ query: "čištění" })).toEqual(ids({ query: "cisteni" }));
  });

  it("lists nothing for a query without a part of three characters", () => {
    const nothing = state({ query: "ge xl" });
    expect(nothing.products).toEqual({ entities: [], total: 0 });
    expect(nothing.pagination).toMatchObject({ total: 0, pages: 1 });
  });

  it("orders the recommended sort by relevance, as the search ranks the products", () => {
    const ranked = rankProducts(db, "gel").map((product) => product.id);
    expect(ids({ query: "gel", perPage: 100 })).toEqual(ranked.slice(0, 100));
  });

  it("sorts by price and pages like any listing", () => {
    const all = state({ query: "gel", sort: "price_asc", perPage: 100 });
    const prices = all.products.entities.map(lowestPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const first = state({ query: "gel", sort: "price_asc", perPage: 5 });
    const second = state({ query: "gel", sort: "price_asc", perPage: 5, page: 2 });
    expect(first.pagination).toMatchObject({
      page: 1,
      pages: Math.ceil(all.products.total / 5),
      total: all.products.total,
    });
    expect([...first.products.entities, ...second.products.entities].map((p) => p.id)).toEqual(
      all.products.entities.slice(0, 10).map((p) => p.id),
    );
  });

  it("filters and counts facets over the products found", () => {
    const all = state({ query: "gel" });
    const inStock = state({ query: "gel", stock: true });
    expect(inStock.products.total).toBe(all.facets.stock.count);
    expect(all.facets.parameters.length).toBeGreaterThan(0);
    expect(all.facets.price.min).not.toBeNull();
  });

  it("hides products reserved for another customer group", () => {
    const wholesale = { query: "velkoobchodni baleni" };
    expect(ids(wholesale)).not.toContain(RESERVED_FOR_B2B);
    expect(state(wholesale).listing).toMatchObject({ all_words_total: 0 });
    const b2b = { ...GUEST, userGroups: ["b2b"] };
    expect(ids(wholesale, b2b)[0]).toBe(RESERVED_FOR_B2B);
    expect(state(wholesale, b2b).listing).toMatchObject({ all_words_total: 1 });
  });

  it("counts the products holding every word, those first, then those holding some", () => {
    const some = state({ query: "lubrikant gel", perPage: 100 });
    expect(some.products.total).toBeGreaterThan(state({ query: "lubrikant" }).products.total);
    expect(some.listing).toMatchObject({ all_words_total: 0 });
    const every = state({ query: "gel aqua", perPage: 100 });
    const holding = every.listing.all_words_total ?? 0;
    expect(holding).toBeGreaterThan(0);
    expect(holding).toBeLessThan(every.products.total);
    const names = every.products.entities.map((product) => product.name);
    expect(names.slice(0, holding).every((name) => /gel.*aqua/i.test(name))).toBe(true);
  });

  it("searches names in the shopper's language", () => {
    const german = { ...GUEST, currencyCode: "EUR", locale: "de" };
    const names = state({ query: "gleitgel aqua" }, german).products.entities.map((p) => p.name);
    expect(names[0]).toBe("Gleitgel Aqua 100 ml");
    expect(ids({ query: "gleitgel" })).toEqual([]);
  });
});

describe("catalogue state of a search's ids", () => {
  it("keeps the ids' order for the recommended sort and skips unknown ones", () => {
    const listed = state({ ids: [1035, 1003, 999_999, 1012] });
    expect(listed.products.entities.map((product) => product.id)).toEqual([1035, 1003, 1012]);
    expect(listed.listing).toEqual({ type: "search", id: "ids", slug: "", title: "" });
  });

  it("counts a repeated id once, at its first place", () => {
    expect(ids({ ids: [1012, 1003, 1012] })).toEqual([1012, 1003]);
  });

  it("names the listing by the query the ids were found for, and counts those holding it", () => {
    expect(state({ query: "gel", ids: [1012] }).listing).toEqual({
      type: "search",
      id: "ids",
      slug: "",
      title: "gel",
      all_words_total: 1,
    });
    const [lubricant] = rankProducts(db, "lubrikant");
    expect(state({ query: "lubrikant gel", ids: [lubricant?.id ?? 0] }).listing).toMatchObject({
      all_words_total: 0,
    });
  });

  it("sorts by price instead when asked", () => {
    const byPrice = state({ ids: [1035, 1003, 1012, 1001], sort: "price_desc" });
    const prices = byPrice.products.entities.map(lowestPrice);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it("hides products reserved for another customer group", () => {
    expect(ids({ ids: [RESERVED_FOR_B2B, 1003] })).toEqual([1003]);
  });
});

describe("catalogue state scope of a search", () => {
  it("needs a query or ids", () => {
    expect(() => state({})).toThrow(HttpError);
    expect(() => state({})).toThrow(
      expect.objectContaining({
        status: 400,
        errors: [expect.objectContaining({ field: "scope" })],
      }),
    );
  });

  it("takes at most 5000 ids and a query of at most 200 characters", () => {
    const many = Array.from({ length: 5001 }, (_, index) => index + 1);
    expect(ScopeSchema.safeParse({ type: "search", ids: many }).success).toBe(false);
    expect(ScopeSchema.safeParse({ type: "search", ids: [0] }).success).toBe(false);
    expect(ScopeSchema.safeParse({ type: "search", query: "a".repeat(201) }).success).toBe(false);
  });
});
