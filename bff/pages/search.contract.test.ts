import { beforeAll, describe, expect, test } from "vitest";

import { getCatalogState, searchCms } from "#bff/cms/catalog.ts";
import {
  searchArticles,
  searchFaqQuestions,
  searchVirtualCategories,
} from "#bff/cms/search-documents.ts";
import { testContext } from "#bff/mocks/context.ts";
import { connectToLiveSandbox } from "#bff/mocks/live-sandbox.ts";
import { recommenderSearch } from "#bff/recommender/search.ts";
import { parseSearchQuery } from "#bff/rules/search-query.ts";

import { searchPage, searchSuggestions } from "./search-page.ts";

/**
 * Every source of the search through the BFF's own clients, against the live sandbox and
 * its recommender fake: each answer parses, and the spec's rules hold end to end.
 */

const { storeUrl } = connectToLiveSandbox();
beforeAll(() => {
  process.env.RECOMMENDER_URL = `${storeUrl}/recommender`;
});

const guest = testContext();
const slovak = testContext({ locale: "sk", domainCode: "sk", currency: "EUR" });
const german = testContext({ locale: "de", domainCode: "de", currency: "EUR" });

describe("the CMS's search sources", () => {
  test("the catalogue state lists a query's products, diacritics ignored, 10 a page", async () => {
    const state = await getCatalogState({
      ctx: guest,
      scope: { type: "search", query: "vibrator", page: 1, perPage: 10 },
    });
    expect(state.products.entities).toHaveLength(10);
    expect(state.pagination).toMatchObject({ page: 1, perPage: 10 });
    expect(state.pagination.total).toBeGreaterThan(10);
    expect(state.products.entities.every((p) => /vibr/i.test(`${p.name} ${p.perex ?? ""}`))).toBe(
      true,
    );
  });

  test("GET /search narrowed to categories", async () => {
    const found = await searchCms({ ctx: guest, q: "cisteni", limit: 5, types: ["category"] });
    expect(found.entities.map((hit) => hit.title)).toContain("Hygiena a čištění");
    expect(found.entities.every((hit) => hit.type === "category")).toBe(true);
  });

  test("GraphQL search by title: articles, FAQ questions, virtual categories", async () => {
    const articles = await searchArticles({ ctx: guest, search: "cisteni", limit: 10 });
    expect(articles.entities.some((article) => /čištění/i.test(article.title))).toBe(true);
    const faq = await searchFaqQuestions({ ctx: guest, search: "doprava", limit: 10 });
    expect(faq.total).toBeGreaterThanOrEqual(faq.entities.length);
    const virtual = await searchVirtualCategories({ ctx: guest, search: "akce", limit: 10 });
    expect(virtual.total).toBeGreaterThanOrEqual(virtual.entities.length);
  });
});

describe("the recommender's search (shop side §7)", () => {
  test("answers every id, best first, with each result's main category", async () => {
    const ranked = await recommenderSearch({ ctx: guest, queryString: "vibrátor" });
    expect(ranked.productIds.length).toBeGreaterThan(10);
    expect(ranked.mainCategoryIds.length).toBeGreaterThan(0);
    const state = await getCatalogState({
      ctx: guest,
      scope: { type: "search", ids: ranked.productIds, page: 1, perPage: 10 },
    });
    expect(state.products.entities.map((p) => p.id)).toEqual(ranked.productIds.slice(0, 10));
  });
});

describe("the search page and the suggestions", () => {
  test("group a query's results with their totals", async () => {
    const page = await searchPage({
      ctx: guest,
      query: parseSearchQuery("cisteni"),
      sort: null,
      page: 1,
    });
    expect(page.groups.categories.items.map((item) => item.title)).toContain("Hygiena a čištění");
    expect(page.groups.articles.total).toBeGreaterThan(0);
    expect(page.found).toBeGreaterThan(0);
  });

  test("scheduled articles never show", async () => {
    const now = new Date();
    const page = await searchPage({
      ctx: guest,
      query: parseSearchQuery("rad"),
      sort: null,
      page: 1,
      now,
    });
    const all = await searchArticles({ ctx: guest, search: "rad", limit: 100 });
    const future = all.entities.filter(
      (article) => Date.parse(article.date_published) > now.getTime(),
    );
    for (const article of future) {
      expect(page.groups.articles.items.map((item) => item.id)).not.toContain(article._id);
    }
  });

  test("suggestions have at most 10 products and 5 categories", async () => {
    const suggestions = await searchSuggestions({ ctx: guest, query: parseSearchQuery("vib") });
    expect(suggestions.products.items.length).toBeLessThanOrEqual(10);
    expect(suggestions.products.total).toBeGreaterThan(10);
    expect(suggestions.groups.categories.items.length).toBeLessThanOrEqual(5);
  });
});

describe("a search in the shopper's language", () => {
  test("German names, categories and articles are found and answered in German", async () => {
    const page = await searchPage({
      ctx: german,
      query: parseSearchQuery("gleitgel aqua"),
      sort: null,
      page: 1,
    });
    expect(page.products.items[0]?.name).toBe("Gleitgel Aqua 100 ml");
    expect(page.products.someWordsOnly).toBe(false);
    expect(page.groups.categories.items.map((item) => item.title)).toContain("Gleitgele");
    const articles = await searchArticles({ ctx: german, search: "ersten", limit: 10 });
    expect(articles.entities.map((article) => article.title)).toEqual([
      "So finden Sie Ihren ersten Vibrator",
    ]);
  });

  test("Slovak category and FAQ titles", async () => {
    const categories = await searchCms({ ctx: slovak, q: "vibr", limit: 10, types: ["category"] });
    expect(categories.entities.map((hit) => hit.title)).toContain("Vibračné vajíčka");
    expect(categories.entities.map((hit) => hit.title)).not.toContain("Vibrační vajíčka");
    const faq = await searchFaqQuestions({ ctx: slovak, search: "velkost kondomu", limit: 10 });
    expect(faq.entities[0]?.title).toBe("Akú veľkosť kondómu zvoliť?");
    const loyalty = await searchFaqQuestions({ ctx: slovak, search: "vernostny", limit: 10 });
    expect(loyalty.entities.map((question) => question.title)).toEqual([
      "Ako funguje vernostný program?",
    ]);
  });

  test("a query whose words no product holds together finds those holding some", async () => {
    const state = await getCatalogState({
      ctx: guest,
      scope: { type: "search", query: "lubrikant gel", page: 1, perPage: 10 },
    });
    expect(state.pagination.total).toBeGreaterThan(17);
    expect(state.listing.all_words_total).toBe(0);
    const page = await searchPage({
      ctx: guest,
      query: parseSearchQuery("lubrikant gel"),
      sort: null,
      page: 1,
    });
    expect(page.products.someWordsOnly).toBe(true);
    expect(page.products.total).toBe(state.pagination.total);
  });
});
