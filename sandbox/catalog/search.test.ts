import { beforeAll, describe, expect, it } from "vitest";

import { openDatabase, type Db } from "#sandbox/db/open.ts";
import { seedDatabase } from "#sandbox/seed/seed.ts";

import {
  byWordsHeld,
  rankProducts,
  search,
  searchQueryParts,
  type SearchOptions,
  type SearchType,
} from "./search.ts";

let db: Db;

beforeAll(() => {
  db = openDatabase(":memory:");
  seedDatabase(db);
});

const GUEST = { limit: 10, skip: 0, userGroups: new Array<string>() };

const titles = (q: string, options: Partial<SearchOptions> = {}) =>
  search(db, q, { ...GUEST, ...options }).entities.map((e) => e.title);

describe("search", () => {
  it("ignores diacritics in the query and in the text", () => {
    expect(titles("masazni svicka aroma")).toContain("Masážní svíčka Aroma");
    expect(titles("MASÁŽNÍ SVÍČKA AROMA")).toContain("Masážní svíčka Aroma");
    expect(titles("dabelsky")).toEqual(["Ďábelsky měkká šerpa Růžové snění"]);
    expect(titles("ďábelsky")).toEqual(titles("dabelsky"));
  });

  it("matches word prefixes, those holding every part before those holding some", () => {
    expect(titles("stimul amora pul")[0]).toBe("Stimulátor klitorisu Amora Pulse");
    expect(titles("stimul neexistujici")).toEqual(titles("stimul"));
    expect(titles("neexistujici xyzzy")).toEqual([]);
  });

  it("finds what holds one word of several rather than nothing", () => {
    const lubricants = search(db, "lubrikant", { ...GUEST, types: ["product"] }).total;
    const gels = search(db, "gel", { ...GUEST, types: ["product"] }).total;
    const either = search(db, "lubrikant gel", { ...GUEST, types: ["product"] }).total;
    expect(lubricants).toBeGreaterThan(0);
    expect(either).toBeGreaterThan(Math.max(lubricants, gels));
    expect(rankProducts(db, "lubrikant gel").some((product) => product.allWords)).toBe(false);
    const ranked = rankProducts(db, "gel aqua");
    const firstPartial = ranked.findIndex((product) => !product.allWords);
    expect(firstPartial).toBeGreaterThan(0);
    expect(ranked.slice(firstPartial).every((product) => !product.allWords)).toBe(true);
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
    expect(faq("velikost kondomu")[0]).toBe("/kondomy");
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
    const wholesale = "Kondomy Classic – velkoobchodní balení 144 ks";
    expect(titles("velkoobchodni baleni")).not.toContain(wholesale);
    expect(titles("velkoobchodni baleni", { userGroups: ["b2b"] })[0]).toBe(wholesale);
  });
});

describe("search in the shopper's language", () => {
  it("finds German and Slovak names, diacritics ignored, and answers them", () => {
    expect(titles("gleitgel aqua", { locale: "de", types: ["product"] })[0]).toBe(
      "Gleitgel Aqua 100 ml",
    );
    expect(titles("spitzenbody", { locale: "de" })).toEqual(["Spitzenbody Noir"]);
    expect(titles("krajkove", { locale: "de" })).toEqual([]);
    expect(titles("spitzenbody")).toEqual([]);
    expect(titles("cipkovane", { locale: "sk" })).toEqual(["Čipkované body Noir"]);
    expect(titles("lubrikacny gel aqua", { locale: "sk" })[0]).toBe("Lubrikačný gél Aqua 100 ml");
    expect(titles("vibracne vajicka", { locale: "sk", types: ["category"] })[0]).toBe(
      "Vibračné vajíčka",
    );
    expect(titles("vibratoren", { locale: "de-AT", types: ["category"] })).toContain("Vibratoren");
  });

  it("finds the articles of the language's own site only", () => {
    expect(titles("ersten", { locale: "de", types: ["article"] })).toEqual([
      "So finden Sie Ihren ersten Vibrator",
    ]);
    expect(titles("ersten", { types: ["article"] })).toEqual([]);
    expect(titles("cisteni", { locale: "sk", types: ["article"] })).toEqual([
      "Čistenie a starostlivosť o erotické pomôcky",
    ]);
  });

  it("reads Czech text where a translation is missing, as the CMS answers it", () => {
    expect(titles("kimono", { locale: "sk", types: ["product"] })).toEqual([
      "Saténový župan Kimono",
    ]);
    expect(titles("velikost kondomu", { locale: "sk", types: ["faq_question"] })).not.toContain(
      "Jakou velikost kondomu zvolit?",
    );
    expect(titles("velkost kondomu", { locale: "sk", types: ["faq_question"] })[0]).toBe(
      "Akú veľkosť kondómu zvoliť?",
    );
  });
});

describe("items ranked by the words they hold", () => {
  it("puts those holding more words first and keeps the list's order among equals", () => {
    const words = new Map([
      ["b", 1],
      ["c", 2],
      ["d", 1],
    ]);
    const items = ["a", "b", "c", "d"];
    expect(byWordsHeld(items, words, (item) => item)).toEqual(["c", "b", "d", "a"]);
    expect(byWordsHeld(items, null, (item) => item)).toEqual(items);
  });
});
