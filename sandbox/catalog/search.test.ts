import { beforeAll, describe, expect, it } from "vitest";

import { openDatabase, type Db } from "#sandbox/db/open.ts";
import { seedDatabase } from "#sandbox/seed/seed.ts";

import { search, searchQueryParts } from "./search.ts";

let db: Db;

beforeAll(() => {
  db = openDatabase(":memory:");
  seedDatabase(db);
});

const GUEST = { limit: 10, skip: 0, userGroups: new Array<string>() };

const titles = (q: string, options = GUEST) => search(db, q, options).entities.map((e) => e.title);

describe("search", () => {
  it("ignores diacritics in the query and in the text", () => {
    expect(titles("masazni svicka aroma")).toContain("Masážní svíčka Aroma");
    expect(titles("MASÁŽNÍ SVÍČKA AROMA")).toContain("Masážní svíčka Aroma");
    expect(titles("dabelsky")).toEqual(["Ďábelsky měkká šerpa Růžové snění"]);
    expect(titles("ďábelsky")).toEqual(titles("dabelsky"));
  });

  it("matches word prefixes and needs every part", () => {
    expect(titles("stimul amora pul")).toContain("Stimulátor klitorisu Amora Pulse");
    expect(titles("stimul neexistujici")).toEqual([]);
  });

  it("finds categories and pages too", () => {
    const types = new Set(
      search(db, "vibratory", { ...GUEST, limit: 100 }).entities.map((e) => e.type),
    );
    expect(types).toContain("category");
    expect(search(db, "obchodni podminky", GUEST).entities[0]).toMatchObject({
      type: "page",
      path: "/vse-o-nakupu/obchodni-podminky",
    });
  });

  it("counts all hits while answering a page", () => {
    const page = search(db, "gel", { ...GUEST, limit: 3 });
    expect(page.entities).toHaveLength(3);
    expect(page.total).toBeGreaterThan(3);
  });

  it("counts only query parts of at least three characters", () => {
    expect(searchQueryParts('  ge + "aqua"  xl*vel ')).toEqual(["aqua", "xlvel"]);
    expect(search(db, "ge xl", GUEST)).toEqual({ entities: [], total: 0 });
  });

  it("hides products reserved for another customer group", () => {
    expect(titles("velkoobchodni baleni")).toEqual([]);
    expect(titles("velkoobchodni baleni", { ...GUEST, userGroups: ["b2b"] })).toHaveLength(1);
  });
});
