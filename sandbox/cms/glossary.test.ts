import { beforeAll, describe, expect, it } from "vitest";

import { openDatabase, type Db } from "#sandbox/db/open.ts";
import { GLOSSARY_TERMS } from "#sandbox/seed/content-glossary.ts";
import { seedDatabase } from "#sandbox/seed/seed.ts";

import { findGlossaryTerm, listGlossaryTerms } from "./glossary.ts";

let db: Db;

beforeAll(() => {
  db = openDatabase(":memory:");
  seedDatabase(db);
});

const titles = (site: string) => listGlossaryTerms(db, { site }).map((term) => term.title);

describe("glossary terms", () => {
  it("hold more than 120 Czech terms over most letters, Č, Ř, Š, Ž and Ch among them", () => {
    const czech = titles("cz");
    expect(czech.length).toBeGreaterThanOrEqual(120);
    const initials = new Set(czech.map((title) => (/^ch/i.test(title) ? "Ch" : title.charAt(0))));
    for (const letter of ["A", "B", "Č", "D", "K", "Ch", "Ř", "Š", "V", "Ž"]) {
      expect([...initials]).toContain(letter);
    }
  });

  it("come in Czech alphabetical order: č after c, ch after h, ř after r", () => {
    const czech = titles("cz");
    const at = (title: string) => czech.indexOf(title);
    expect(at("Cyberskin")).toBeLessThan(at("Čisticí sprej"));
    expect(at("Čtyřruční masáž")).toBeLessThan(at("Dálkové ovládání"));
    expect(at("Hypoalergenní materiál")).toBeLessThan(at("Chladivý lubrikant"));
    expect(at("Chytrý vibrátor")).toBeLessThan(at("Intenzita vibrací"));
    expect(at("Rytmus vibrací")).toBeLessThan(at("Řemínkový postroj"));
    expect(czech.at(-1)).toBe("Župan");
  });

  it("point at real categories, products, virtual categories and related terms", () => {
    const category = db.prepare("SELECT id FROM categories WHERE id = ?").pluck();
    const product = db.prepare("SELECT id FROM products WHERE id = ?").pluck();
    const virtual = db.prepare("SELECT id FROM cms_categories WHERE id = ? AND kind = 'virtual'");
    const terms = listGlossaryTerms(db, { site: "cz" });
    for (const term of terms) {
      for (const { entityId } of term.category_reference)
        expect(category.get(entityId)).toBe(entityId);
      for (const { entityId } of term.product_reference)
        expect(product.get(entityId)).toBe(entityId);
      for (const { entityId } of term.virtual_category_reference) {
        expect(virtual.get(entityId)).toBeDefined();
      }
      const seeded = GLOSSARY_TERMS.find((seed) => seed.slug === term.page_meta.slug);
      expect(term.term_reference.map((related) => related.page_meta.slug)).toEqual(
        seeded?.related ?? [],
      );
    }
    const linked = terms.filter((term) => term.product_reference.length > 0);
    expect(linked.length).toBeGreaterThan(60);
  });

  it("name words that occur in seeded products' perexes", () => {
    const perexes = db.prepare("SELECT perex FROM products WHERE id < 2000").pluck().all();
    const occurs = (title: string) =>
      perexes.some(
        (perex) =>
          typeof perex === "string" &&
          new RegExp(`(?<!\\p{L})${title}(?!\\p{L})`, "iu").test(perex),
      );
    expect(occurs("silikon")).toBe(true);
    expect(occurs("dildo")).toBe(true);
    expect(occurs("silikonový lubrikant")).toBe(true);
  });

  it("carry a rich-text description, a perex and page_meta", () => {
    expect(findGlossaryTerm(db, "vibrator", "cz")).toMatchObject({
      title: "Vibrátor",
      page_title: "Vibrátor: druhy, materiály a výběr",
      perex: expect.stringContaining("vibracemi"),
      description: { type: "doc", content: [{ type: "paragraph" }, { type: "paragraph" }] },
      site_enabled: ["cz"],
      page_meta: {
        slug: "vibrator",
        meta_noindex: false,
        canonical_slugs: [
          { language: "cs", slug: "vibrator" },
          { language: "sk", slug: "vibrator" },
          { language: "de", slug: "vibrator" },
        ],
      },
    });
    expect(findGlossaryTerm(db, "prezervativ", "cz")?.page_meta.meta_noindex).toBe(true);
  });

  it("have Slovak and German versions of their own, tied by canonical_slugs", () => {
    expect(titles("sk").length).toBeGreaterThanOrEqual(15);
    expect(titles("de").length).toBeGreaterThanOrEqual(10);
    const german = findGlossaryTerm(db, "gleitgel", "de");
    expect(german).toMatchObject({
      title: "Gleitgel",
      site_enabled: ["de"],
      product_reference: [{ entityId: 1012 }, { entityId: 1013 }, { entityId: 1015 }],
      page_meta: {
        canonical_slugs: expect.arrayContaining([
          { language: "cs", slug: "lubrikant" },
          { language: "de", slug: "gleitgel" },
        ]),
      },
    });
    // A related term without a German version is left out there.
    expect(german?.term_reference.map((related) => related.title)).toEqual([]);
    expect(findGlossaryTerm(db, "bdsm", "sk")?.term_reference.map((t) => t.title)).toEqual([
      "Bezpečné slovo",
    ]);
  });

  it("find a term only on its own site", () => {
    expect(findGlossaryTerm(db, "gleitgel", "cz")).toBeNull();
    expect(findGlossaryTerm(db, "neni-takovy", "cz")).toBeNull();
    expect(listGlossaryTerms(db, { site: "cz", slugs: ["dildo", "kondom"] })).toHaveLength(2);
  });
});
