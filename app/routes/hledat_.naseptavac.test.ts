import { delay, http, HttpResponse } from "msw";
import { afterAll, beforeEach, describe, expect, test, vi } from "vitest";

import { loader as searchLoader } from "#app/routes/hledat/route.tsx";
import { loader } from "#app/routes/hledat_.naseptavac.ts";
import { cartTokenCookie } from "#app/shopper/cookies.server.ts";
import { emptySearchHandlers, searchCalls, searchHandlers } from "#bff/mocks/search-fixtures.ts";
import { mockServer, setUpMockUpstreams } from "#bff/mocks/server.ts";
import type { SearchSuggestions } from "#bff/pages/search-page.ts";

// This file's shop has a recommender; the configuration is read on first use.
vi.hoisted(() => vi.stubEnv("RECOMMENDER_URL", "http://recommender.test/gateway"));
afterAll(() => vi.unstubAllEnvs());

setUpMockUpstreams();

const RECOMMENDER_SEARCH = "http://recommender.test/gateway/shop/recommender/search/query";

async function suggestions(query: string): Promise<Response> {
  return loader({
    request: new Request(`http://localhost/hledat/naseptavac?q=${encodeURIComponent(query)}`),
    params: {},
    context: {},
  });
}

describe("search with a recommender (shop side §7)", () => {
  const calls = searchCalls();
  const recommenderBodies: Array<unknown> = [];
  const recommenderQueries: Array<string | null> = [];
  const recommenderHeaders: Array<Headers> = [];

  beforeEach(() => {
    calls.scopes.length = 0;
    recommenderBodies.length = 0;
    recommenderQueries.length = 0;
    recommenderHeaders.length = 0;
    mockServer.use(
      ...searchHandlers(calls),
      http.post(RECOMMENDER_SEARCH, async ({ request }) => {
        recommenderHeaders.push(request.headers);
        recommenderQueries.push(new URL(request.url).searchParams.get("queryString"));
        recommenderBodies.push(await request.json());
        return HttpResponse.json({
          content_ids: ["1002", "1001", "1002"],
          results: [
            { content_id: "1002", score: 9, data: { context: { main_category_id: 31 } } },
            { content_id: "1001", score: 5, data: { context: { main_category_id: 31 } } },
          ],
        });
      }),
    );
  });

  test("asks with the query, all ids and the context, then pages the ranked ids", async () => {
    const response = await suggestions("olej");
    expect(response.status).toBe(200);
    expect(recommenderQueries).toEqual(["olej"]);
    expect(recommenderBodies).toEqual([
      {
        returnAllIds: true,
        context: {
          projectId: "shop",
          userId: null,
          cartProducts: null,
          displayedProductId: null,
          displayedCategoryId: null,
          productId: null,
        },
      },
    ]);
    expect(calls.scopes).toEqual([
      expect.objectContaining({
        type: "search",
        ids: [1002, 1001],
        query: "olej",
        page: 1,
        perPage: 10,
      }),
    ]);
  });

  test("a shopper's cart token and store login never reach the recommender", async () => {
    const cookie = await cartTokenCookie.serialize("guest-token-abc123");
    await loader({
      request: new Request("http://localhost/hledat/naseptavac?q=olej", {
        headers: { cookie: cookie.split(";")[0] ?? "" },
      }),
      params: {},
      context: {},
    });
    expect(recommenderHeaders).toHaveLength(1);
    expect(recommenderHeaders[0]?.get("authorization")).toBeNull();
    expect(recommenderHeaders[0]?.get("x-shop-cart-token")).toBeNull();
  });

  test("the dropdown has 10 products and 5 categories at most, each group with its total", async () => {
    const body = (await (await suggestions("olej")).json()) as SearchSuggestions;
    expect(body.query).toBe("olej");
    expect(body.products.total).toBe(44);
    expect(body.products.items[0]).toMatchObject({ name: expect.any(String) as string });
    expect(body.groups.categories.total).toBe(1);
    expect(calls.cmsSearches.at(-1)?.get("limit")).toBe("5");
  });

  test("the browser may keep an answer for a minute", async () => {
    const response = await suggestions("olej");
    expect(response.headers.get("cache-control")).toBe("private, max-age=60");
  });

  test("a recommender slower than 2 s gives way to the CMS's search", async () => {
    mockServer.use(
      http.post(RECOMMENDER_SEARCH, async () => {
        await delay(6000);
        return HttpResponse.json({ content_ids: ["1"], results: [] });
      }),
    );
    const started = performance.now();
    const body = (await (await suggestions("olej")).json()) as SearchSuggestions;
    // About the 2 s limit, far from the recommender's 6 s, with room for a busy machine.
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(1900);
    expect(waited).toBeLessThan(4000);
    expect(calls.scopes).toEqual([expect.objectContaining({ type: "search", query: "olej" })]);
    expect(body.products.total).toBe(44);
  });

  test("a failing recommender gives way to the CMS's search", async () => {
    mockServer.use(
      http.post(RECOMMENDER_SEARCH, () => HttpResponse.json({ error: "down" }, { status: 500 })),
    );
    const body = (await (await suggestions("olej")).json()) as SearchSuggestions;
    expect(calls.scopes).toEqual([expect.objectContaining({ type: "search", query: "olej" })]);
    expect(body.products.total).toBe(44);
  });

  test("an answer that does not fit the contract gives way to the CMS's search too", async () => {
    mockServer.use(http.post(RECOMMENDER_SEARCH, () => HttpResponse.json({ ids: "nonsense" })));
    await suggestions("olej");
    expect(calls.scopes).toEqual([expect.objectContaining({ type: "search", query: "olej" })]);
  });

  test("nothing found by the recommender is an empty product group, not a CMS call", async () => {
    mockServer.use(
      http.post(RECOMMENDER_SEARCH, () => HttpResponse.json({ content_ids: [], results: [] })),
    );
    const body = (await (await suggestions("olej")).json()) as SearchSuggestions;
    expect(calls.scopes).toEqual([]);
    expect(body.products).toEqual({ items: [], total: 0 });
  });

  test("a short query asks nobody", async () => {
    const body = (await (await suggestions("ol")).json()) as SearchSuggestions;
    expect(recommenderQueries).toEqual([]);
    expect(calls.scopes).toEqual([]);
    expect(body.products.total).toBe(0);
  });

  test("a page that found nothing offers where most of the best results live", async () => {
    mockServer.use(
      ...emptySearchHandlers(),
      http.post(RECOMMENDER_SEARCH, () =>
        HttpResponse.json({
          content_ids: [],
          results: [
            { content_id: "7", score: 3, data: { context: { main_category_id: 30 } } },
            { content_id: "8", score: 2, data: { context: { main_category_id: 31 } } },
            { content_id: "9", score: 1, data: { context: { main_category_id: 31 } } },
          ],
        }),
      ),
    );
    const page = await searchLoader({
      request: new Request("http://localhost/hledat?q=xyzzy"),
      params: {},
      context: {},
    });
    expect(page.closestCategory?.title).toBe("Masážní oleje");
  });
});
