import { beforeAll, describe, expect, it } from "vitest";

import { openDatabase, type Db } from "#sandbox/db/open.ts";
import { seedDatabase } from "#sandbox/seed/seed.ts";

import { type SearchType, search, searchQueryParts } from "./search.ts";

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

  it("finds articles and FAQ questions where they are shown", () => {
    const hits = search(db, "cisteni pece", { ...GUEST, limit: 100 }).entities;
    expect(hits).toContainEqual(
      expect.objectContaining({
        type: "article",
        title: "Čištění a péče o erotické pomůcky",
        slug: "cisteni-a-pece-o-eroticke-pomucky",
        path: "/clanky/cisteni-a-pece-o-eroticke-pomucky",
      }),
    );
    const faq = (q: string) =>
      search(db, q, { ...GUEST, types: ["faq_question"] }).entities.map((hit) => hit.path);
    expect(faq("velikost kondomu")).toEqual(["/kondomy"]);
    // A general question leads to its own answer on the FAQ page.
    expect(faq("vernostni program")).toEqual(["/nejcastejsi-dotazy#vernostni-program"]);
  });

  it("keeps to the types asked, in the entities and the total", () => {
    const all = search(db, "kondom", { ...GUEST, limit: 100 });
    const types: Array<SearchType> = ["article", "faq_question"];
    const some = search(db, "kondom", { ...GUEST, limit: 100, types });
    expect(new Set(all.entities.map((hit) => hit.type))).toContain("product");
    expect(some.entities.length).toBeGreaterThan(0);
    expect(some.entities.every((hit) => types.some((type) => type === hit.type))).toBe(true);
    expect(some.total).toBe(all.entities.filter((hit) => types.some((t) => t === hit.type)).length);
  });

  it("hides products reserved for another customer group", () => {
    expect(titles("velkoobchodni baleni")).toEqual([]);
    expect(titles("velkoobchodni baleni", { ...GUEST, userGroups: ["b2b"] })).toHaveLength(1);
  });
});
