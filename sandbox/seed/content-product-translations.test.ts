import { beforeAll, describe, expect, it } from "vitest";

import { ScopeSchema } from "#sandbox/catalog/catalog-scope.ts";
import { catalogState } from "#sandbox/catalog/catalog-state.ts";
import { findProducts } from "#sandbox/catalog/products.ts";
import { findCategory } from "#sandbox/cms/catalog-documents.ts";
import { openDatabase, type Db } from "#sandbox/db/open.ts";
import { productDetail } from "#sandbox/store/product-detail.ts";

import { PRODUCT_PEREXES } from "./catalog-product-perexes.ts";
import { PRODUCTS } from "./catalog.ts";
import { seedDatabase } from "./seed.ts";

let db: Db;

beforeAll(() => {
  db = openDatabase(":memory:");
  seedDatabase(db);
});

/** Letters Slovak and German never write: a text with one is still Czech. */
const CZECH_ONLY = { sk: /[ěřůĚŘŮ]/, de: /[ěščřžýáíůúňťďĚŠČŘŽÝÁÍŮÚŇŤĎ]/ };

const HAND_WRITTEN_ID = 1001;
/** The first generated product. */
const GENERATED_ID = 2001;

function perexes(locale?: string): Map<number, string | null> {
  const { entities } = findProducts(db, { ids: [HAND_WRITTEN_ID, GENERATED_ID] }, "EUR", locale);
  return new Map(entities.map((product) => [product.id, product.perex]));
}

it("writes a Slovak and a German perex for every hand-written product", () => {
  const missing = PRODUCTS.filter((product) => PRODUCT_PEREXES[product.id] === undefined);
  expect(missing.map((product) => product.id)).toEqual([]);
});

it("keeps the Czech perexes for Czech and for any other language", () => {
  const czech = perexes("cs");
  expect(czech.get(HAND_WRITTEN_ID)).toBe(
    "Klasický tvar, deset režimů vibrací a sametově hebký silikon pro první i pokročilé hrátky.",
  );
  expect(perexes("pl")).toEqual(czech);
  expect(perexes()).toEqual(czech);
});

describe.each(["sk", "de"] as const)("product texts in %s", (locale) => {
  it("answer a hand-written and a generated product's perex in the language", () => {
    const czech = perexes("cs");
    const local = perexes(locale);
    for (const id of [HAND_WRITTEN_ID, GENERATED_ID]) {
      const perex = local.get(id);
      expect(perex).toBeTruthy();
      expect(perex).not.toBe(czech.get(id));
      expect(perex).not.toMatch(CZECH_ONLY[locale]);
    }
  });

  it("translate the perex of every product of a listing, and its sorts", () => {
    const state = (language: string) =>
      catalogState(db, ScopeSchema.parse({ type: "category", id: 10, perPage: 100 }), {
        currencyCode: "EUR",
        userGroups: [],
        locale: language,
      });
    const czech = state("cs");
    const local = state(locale);
    expect(local.products.entities.length).toBeGreaterThan(10);
    const czechPerex = new Map(czech.products.entities.map((p) => [p.id, p.perex]));
    for (const product of local.products.entities) {
      expect(product.perex).not.toMatch(CZECH_ONLY[locale]);
      expect(product.perex).not.toBe(czechPerex.get(product.id));
    }
    const sorts = local.sort.options.map((option) => option.title);
    expect(sorts.join(" ")).not.toMatch(CZECH_ONLY[locale]);
    expect(sorts).not.toContain("Od nejlevnějšího");
  });

  it("translate the store's product detail: perex, variant values and manuals", () => {
    const product = productDetail(db, 1005, "EUR", locale);
    const texts = [
      product.perex,
      ...product.content.parameters.flatMap((p) => p.valueEntities.map((v) => v.title)),
      ...product.content.manuals.map((manual) => manual.title),
    ];
    expect(product.content.manuals.map((manual) => manual.title)).toEqual(
      locale === "sk"
        ? ["Návod na použitie", "Bezpečnostné pokyny"]
        : ["Gebrauchsanleitung", "Sicherheitshinweise"],
    );
    expect(texts.filter((text) => CZECH_ONLY[locale].test(text ?? ""))).toEqual([]);
    const colours = productDetail(db, HAND_WRITTEN_ID, "EUR", locale).content.parameters.flatMap(
      (p) => p.valueEntities.map((v) => v.title),
    );
    expect(colours).not.toContain("Růžová");
  });

  it("translate a category's questions and answers", () => {
    const category = findCategory(db, 10, [], new Date(), locale);
    const faq = category?.faq_questions_reference ?? [];
    expect(faq.length).toBeGreaterThan(0);
    const texts = faq.flatMap((question) => [question.title, question.content]);
    expect(texts.filter((text) => CZECH_ONLY[locale].test(text))).toEqual([]);
  });
});
