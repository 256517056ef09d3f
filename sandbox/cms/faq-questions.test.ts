import { beforeAll, describe, expect, it } from "vitest";

import { openDatabase, type Db } from "#sandbox/db/open.ts";
import { GENERAL_FAQ } from "#sandbox/seed/content-faq.ts";
import { cmsId, seedDatabase } from "#sandbox/seed/seed.ts";

import { findCategory } from "./catalog-documents.ts";
import { listFaqQuestions } from "./faq-questions.ts";

let db: Db;

beforeAll(() => {
  db = openDatabase(":memory:");
  seedDatabase(db);
});

const cmsIdOf = (key: string) => cmsId(`faq:${key}`);

const titles = (lookup: Parameters<typeof listFaqQuestions>[1]) =>
  listFaqQuestions(db, lookup).map((question) => question.title);

describe("FAQ questions", () => {
  it("list the general shop questions first, then the categories' ones", () => {
    const all = titles({});
    expect(all.slice(0, GENERAL_FAQ.length)).toEqual(GENERAL_FAQ.map((faq) => faq.title));
    expect(all).toContain("Jak vybrat první vibrátor?");
  });

  it("are the ones a category's document refers to", () => {
    const category = findCategory(db, 40, [], new Date());
    const references = category?.faq_questions_reference ?? [];
    expect(references.length).toBeGreaterThan(0);
    expect(listFaqQuestions(db, { ids: references.map((question) => question._id) })).toEqual(
      references,
    );
  });

  it("are found by words of the title, diacritics ignored", () => {
    expect(titles({ search: "vernostni" })).toEqual(["Jak funguje věrnostní program?"]);
    expect(titles({ search: "velikost kond" })[0]).toBe("Jakou velikost kondomu zvolit?");
    // Words of the answer do not count, and a search without a three-letter word finds nothing.
    expect(titles({ search: "kredit" })).toEqual([]);
    expect(titles({ search: "co" })).toEqual([]);
  });

  it("are found and answered in the shopper's language", () => {
    const slovak = listFaqQuestions(db, { search: "velkost kondomu", locale: "sk" });
    expect(slovak[0]?.title).toBe("Akú veľkosť kondómu zvoliť?");
    expect(slovak[0]?.content).not.toBe(
      listFaqQuestions(db, { search: "velikost kondomu" })[0]?.content,
    );
    expect(titles({ search: "vernostny", locale: "sk" })).toEqual([
      "Ako funguje vernostný program?",
    ]);
  });

  it("keep to a site", () => {
    // The categories' questions are the Czech and Slovak sites' only.
    expect(titles({ site: "sk" })).toEqual(titles({}));
    expect(titles({ site: "de" })).toEqual(GENERAL_FAQ.map((faq) => faq.title));
  });

  it("come in the shopper's language, each saying which language it is in", () => {
    const [slovak] = listFaqQuestions(db, { ids: [cmsIdOf("doprava")], locale: "sk" });
    expect(slovak).toMatchObject({ locale: "sk" });
    expect(slovak?.content).toContain("€");
    expect(slovak?.content).not.toContain("Kč");
    const [czech] = listFaqQuestions(db, { ids: [cmsIdOf("doprava")], locale: "cs" });
    expect(czech).toMatchObject({
      locale: "cs",
      title: "Kolik stojí doprava a kdy mi zásilka dorazí?",
    });
  });

  it("select by ids in the list's order", () => {
    const [first, second] = listFaqQuestions(db, {});
    expect(titles({ ids: [second?._id ?? "", first?._id ?? "", "neexistuje"] })).toEqual([
      first?.title,
      second?.title,
    ]);
  });
});
