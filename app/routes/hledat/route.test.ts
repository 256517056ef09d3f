import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";

import { loader } from "#app/routes/hledat/route.tsx";
import { wholeCards } from "#app/testing/whole-cards.ts";
import { MASSAGE_OIL } from "#bff/mocks/fixtures.ts";
import { catalogStateFixture } from "#bff/mocks/listing-fixtures.ts";
import {
  emptySearchHandlers,
  OIL_ARTICLE,
  searchCalls,
  searchHandlers,
} from "#bff/mocks/search-fixtures.ts";
import { cmsUrl, mockServer, setUpMockUpstreams } from "#bff/mocks/server.ts";

setUpMockUpstreams();

async function load(search: string) {
  return loader({
    request: new Request(`http://localhost/hledat${search}`),
    params: {},
    context: {},
  });
}

async function redirectOf(search: string): Promise<Response> {
  try {
    await load(search);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("expected a redirect");
}

describe("search page loader, products from the CMS's catalogue search", () => {
  const calls = searchCalls();

  beforeEach(() => {
    calls.scopes.length = 0;
    calls.cmsSearches.length = 0;
    calls.graphql.length = 0;
    mockServer.use(...searchHandlers(calls));
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-25T12:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  test("groups every type with its total; products 10 a page with the listing's sort", async () => {
    const result = await load("?q=olej&sort=price_asc&page=2");
    expect(calls.scopes).toEqual([
      {
        type: "search",
        query: "olej",
        parameters: {},
        stock: false,
        tags: [],
        sort: "price_asc",
        page: 2,
        perPage: 10,
      },
    ]);
    expect(result.products).toMatchObject({ total: 44, page: 2, pages: 5 });
    expect(wholeCards(result.products.items).map((card) => card.name)).toContain(MASSAGE_OIL.name);
    expect(result.products.sort?.options.map((option) => option.title)).toContain(
      "Od nejlevnějšího",
    );
    expect(result.groups.categories).toEqual({
      total: 1,
      items: [
        { id: "31", title: "Masážní oleje", link: { href: "/masazni-oleje", external: false } },
      ],
    });
    expect(result.groups.virtualCategories.total).toBe(1);
    expect(result.groups.faq.items).toEqual([
      {
        id: "faq-1",
        question: "Nezanechá olej skvrny na prádle?",
        answer: expect.stringContaining("40 °C") as string,
      },
    ]);
    expect(result.found).toBe(44 + 1 + 1 + 1 + 1);
    expect(result.sort).toBe("price_asc");
  });

  test("asks the CMS's search for categories and GraphQL for the rest, in the shop's site", async () => {
    await load("?q=olej");
    const [categories] = calls.cmsSearches;
    expect(Object.fromEntries(categories ?? [])).toEqual({
      q: "olej",
      limit: "10",
      type: "category",
    });
    expect(calls.graphql).toEqual(
      expect.arrayContaining([
        { operation: "SearchArticles", variables: { search: "olej", limit: 10, site: "cz" } },
        { operation: "SearchFaqQuestions", variables: { search: "olej", limit: 10, site: "cz" } },
        { operation: "SearchVirtualCategories", variables: { search: "olej", limit: 10 } },
      ]),
    );
  });

  test("an article shows only once its publication date has passed", async () => {
    const { articles } = (await load("?q=olej")).groups;
    expect(articles.items.map((article) => article.slug)).toEqual([OIL_ARTICLE.page_meta.slug]);
    expect(articles.total).toBe(1);
  });

  test("menu items holding every part come first, then those holding some, diacritics ignored", async () => {
    const { menuItems } = (await load("?q=klasicke+vibr")).groups;
    expect(menuItems.items.map((item) => item.title)).toEqual(["Klasické vibrátory", "Vibrátory"]);
    expect((await load("?q=vibrator")).groups.menuItems.total).toBe(2);
    expect((await load("?q=klasicke+xyz")).groups.menuItems.total).toBe(1);
  });

  test("says when no product holds every word of the query, only when the CMS counts them", async () => {
    expect((await load("?q=olej")).products.someWordsOnly).toBe(false);
    const countedBy = (listing: Record<string, unknown>) =>
      http.get(cmsUrl("/api/catalog/v2/state"), () =>
        HttpResponse.json(
          catalogStateFixture({
            listing: { type: "search", id: "q", slug: "", title: "q", ...listing },
          }),
        ),
      );
    mockServer.use(countedBy({ all_words_total: 0 }));
    expect((await load("?q=olej+gel")).products.someWordsOnly).toBe(true);
    mockServer.use(countedBy({}));
    expect((await load("?q=olej+mydlo")).products.someWordsOnly).toBe(false);
  });

  test("a menu entry leading to a listed category is not shown twice", async () => {
    mockServer.use(
      http.get(cmsUrl("/search"), () =>
        HttpResponse.json({
          entities: [
            {
              type: "category",
              id: "1",
              title: "Vibrátory",
              slug: "vibratory",
              path: "/vibratory",
            },
          ],
          total: 1,
        }),
      ),
    );
    const { categories, menuItems } = (await load("?q=vibratory")).groups;
    expect(categories.items.map((item) => item.title)).toEqual(["Vibrátory"]);
    expect(menuItems.items.map((item) => item.title)).toEqual(["Klasické vibrátory"]);
    expect(menuItems.total).toBe(1);
  });

  test("the page is not for search engines; its title names the query", async () => {
    const { seo } = await load("?q=olej");
    expect(seo).toMatchObject({ title: "Hledání „olej“", noindex: true });
  });

  test("a query without a 3-character part searches nothing and offers the top categories", async () => {
    const result = await load("?q=ol+e");
    expect(calls.scopes).toEqual([]);
    expect(calls.cmsSearches).toEqual([]);
    expect(calls.graphql.filter((call) => call.operation.startsWith("Search"))).toEqual([]);
    expect(result.query).toEqual({ text: "ol e", searchable: false });
    expect(result.found).toBe(0);
    expect(result.products.items).toEqual([]);
    expect(result.groups.menuItems.items).toEqual([]);
    expect(result.topCategories?.tiles.length).toBeGreaterThan(0);
  });

  test("a page past the last one goes to the last", async () => {
    const response = await redirectOf("?q=olej&page=9");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/hledat?q=olej&page=5");
  });

  test("a failing source empties its group only", async () => {
    mockServer.use(
      http.get(cmsUrl("/search"), () => HttpResponse.json({ errors: [] }, { status: 500 })),
    );
    const result = await load("?q=olej");
    expect(result.groups.categories).toEqual({ items: [], total: 0 });
    expect(result.products.total).toBe(44);
  });
});

describe("search page loader, nothing found", () => {
  beforeEach(() => mockServer.use(...emptySearchHandlers()));

  test("offers the query's closest category and the top categories", async () => {
    const result = await load("?q=masazni+olejicky");
    expect(result.found).toBe(0);
    expect(result.closestCategory).toMatchObject({
      title: "Masážní oleje",
      link: { href: "/masazni-oleje" },
    });
    expect(result.topCategories).not.toBeNull();
  });
});
