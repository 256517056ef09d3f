import { graphql, http, HttpResponse } from "msw";

import { BODY, MASSAGE_OIL } from "./fixtures.ts";
import { catalogStateFixture, PROMOTIONS, STORE_GLOBALS } from "./listing-fixtures.ts";
import { cmsUrl, storeUrl } from "./urls.ts";

/** What a search's upstream calls asked for, so a test can check the spec's parameters. */
export type SearchCalls = {
  scopes: Array<Record<string, unknown>>;
  cmsSearches: Array<URLSearchParams>;
  graphql: Array<{ operation: string; variables: Record<string, unknown> }>;
};

export function searchCalls(): SearchCalls {
  return { scopes: [], cmsSearches: [], graphql: [] };
}

export const OIL_ARTICLE = {
  _id: "article-1",
  title: "Jak vybrat masážní olej",
  perex: "Vůně, konzistence a na co si dát pozor.",
  date_published: "2026-03-02T08:00:00.000Z",
  image: { path: "clanky/olej.jpg", alt: "Olej" },
  page_meta: { slug: "jak-vybrat-masazni-olej" },
};

/** Scheduled for next year: the CMS returns it, the shop must not show it yet. */
export const SCHEDULED_ARTICLE = {
  ...OIL_ARTICLE,
  _id: "article-2",
  title: "Masážní oleje na zimu",
  date_published: "2027-01-10T08:00:00.000Z",
  page_meta: { slug: "masazni-oleje-na-zimu" },
};

export const OIL_FAQ = {
  _id: "faq-1",
  title: "Nezanechá olej skvrny na prádle?",
  content: "Oleje z našeho výběru se z bavlny vyperou při 40 °C.",
};

/**
 * Every call a search makes, answering "olej": two products (44 in all), the massage-oil
 * category, a virtual category, a published and a scheduled article and a FAQ question.
 */
export function searchHandlers(calls: SearchCalls = searchCalls()) {
  const recordQuery = (operation: string, variables: Record<string, unknown>) =>
    calls.graphql.push({ operation, variables });
  return [
    http.get(cmsUrl("/api/catalog/v2/state"), ({ request }) => {
      const scope = JSON.parse(new URL(request.url).searchParams.get("scope") ?? "null") as Record<
        string,
        unknown
      >;
      calls.scopes.push(scope);
      return HttpResponse.json(
        catalogStateFixture({
          listing: { type: "search", id: "olej", slug: "", title: "olej", all_words_total: 44 },
          products: { entities: [MASSAGE_OIL, BODY], total: 44 },
          pagination: {
            page: Number(scope.page ?? 1),
            perPage: 10,
            pages: 5,
            total: 44,
          },
        }),
      );
    }),
    http.get(cmsUrl("/search"), ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.cmsSearches.push(params);
      return HttpResponse.json({
        entities: [
          {
            type: "category",
            id: "31",
            title: "Masážní oleje",
            slug: "masazni-oleje",
            path: "/masazni-oleje",
          },
        ],
        total: 1,
      });
    }),
    graphql.query("SearchVirtualCategories", ({ variables }) => {
      recordQuery("SearchVirtualCategories", variables);
      return HttpResponse.json({ data: { result: { total: 1, entities: [PROMOTIONS] } } });
    }),
    graphql.query("SearchArticles", ({ variables }) => {
      recordQuery("SearchArticles", variables);
      return HttpResponse.json({
        data: { result: { total: 2, entities: [SCHEDULED_ARTICLE, OIL_ARTICLE] } },
      });
    }),
    graphql.query("SearchFaqQuestions", ({ variables }) => {
      recordQuery("SearchFaqQuestions", variables);
      return HttpResponse.json({ data: { result: { total: 1, entities: [OIL_FAQ] } } });
    }),
    http.get(storeUrl("/api/v1/globals"), () => HttpResponse.json({ data: STORE_GLOBALS })),
  ];
}

/** A search that finds nothing anywhere. */
export function emptySearchHandlers(calls: SearchCalls = searchCalls()) {
  const empty = { data: { result: { total: 0, entities: [] } } };
  return [
    http.get(cmsUrl("/api/catalog/v2/state"), ({ request }) => {
      calls.scopes.push(JSON.parse(new URL(request.url).searchParams.get("scope") ?? "null"));
      return HttpResponse.json(
        catalogStateFixture({
          products: { entities: [], total: 0 },
          pagination: { page: 1, perPage: 10, pages: 1, total: 0 },
        }),
      );
    }),
    http.get(cmsUrl("/search"), () => HttpResponse.json({ entities: [], total: 0 })),
    graphql.query("SearchVirtualCategories", () => HttpResponse.json(empty)),
    graphql.query("SearchArticles", () => HttpResponse.json(empty)),
    graphql.query("SearchFaqQuestions", () => HttpResponse.json(empty)),
    http.get(storeUrl("/api/v1/globals"), () => HttpResponse.json({ data: STORE_GLOBALS })),
  ];
}
