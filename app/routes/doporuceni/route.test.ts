import { http, HttpResponse } from "msw";
import { afterAll, describe, expect, test, vi } from "vitest";

import { loader } from "#app/routes/doporuceni/route.tsx";
import { thrownStatus } from "#app/testing/action-results.ts";
import { MOCK_RECOMMENDATION_URL } from "#bff/mocks/recommender.ts";
import { mockServer, setUpMockUpstreams } from "#bff/mocks/server.ts";
import { recommenderFilterHash } from "#bff/recommender/filter-hash.ts";

vi.hoisted(() => {
  vi.stubEnv("RECOMMENDER_URL", "http://recommender.test/gateway");
  vi.stubEnv(
    "RECOMMENDER_WIDGETS",
    JSON.stringify({
      cz: {
        category__forYou: "w-category",
        productDetail__related: "w-related",
        addToCart__crossSell: "w-added",
      },
    }),
  );
});
afterAll(() => vi.unstubAllEnvs());

setUpMockUpstreams();

function recommendations(query: string) {
  return loader({
    request: new Request(`http://localhost/doporuceni?${query}`),
    params: {},
    context: {},
  });
}

/** What the recommender was asked: the POST's context, or the GET's query. */
function askedRecommender() {
  const asked: Array<{ widgetId: string | null; context?: unknown; query?: URLSearchParams }> = [];
  mockServer.use(
    http.post(MOCK_RECOMMENDATION_URL, async ({ request }) => {
      const url = new URL(request.url);
      const { context } = (await request.json()) as { context: unknown };
      asked.push({ widgetId: url.searchParams.get("widgetId"), context });
      return HttpResponse.json({ product_ids: ["102", "101"] });
    }),
    http.get(MOCK_RECOMMENDATION_URL, ({ request }) => {
      const url = new URL(request.url);
      asked.push({ widgetId: url.searchParams.get("widgetId"), query: url.searchParams });
      return HttpResponse.json({ product_ids: ["101"] });
    }),
  );
  return asked;
}

describe("the recommendations route", () => {
  test("a category's row: the boxes in the recommender's order, kept by nobody", async () => {
    const asked = askedRecommender();
    const { data, init } = await recommendations(
      "placement=category__forYou&displayedCategoryId=12",
    );
    expect(new Headers(init?.headers).get("Cache-Control")).toBe("private, no-store");
    expect(data.placement).toBe("category__forYou");
    expect(data.products.map((product) => product.id)).toEqual([102, 101]);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.widgetId).toBe("w-category");
    // The catalogue's category number goes as a number: the recommender tells it from text.
    expect(asked[0]?.context).toMatchObject({ displayedCategoryId: 12 });
  });

  test("a virtual category's text id goes as text", async () => {
    const asked = askedRecommender();
    await recommendations("placement=category__forYou&displayedCategoryId=akce-tydne");
    expect(asked[0]?.context).toMatchObject({ displayedCategoryId: "akce-tydne" });
  });

  test("a product's related row is narrowed to its kind and never offers the product itself", async () => {
    const asked = askedRecommender();
    const { data } = await recommendations(
      new URLSearchParams({
        placement: "productDetail__related",
        displayedProductId: "101",
        productName: "Masážní olej Vanilka 200 ml",
      }).toString(),
    );
    expect(asked[0]?.widgetId).toBe("w-related");
    expect(asked[0]?.query?.get("filterProduct")).toBe(
      recommenderFilterHash("Masážní olej Vanilka 200 ml"),
    );
    expect(data.products).toEqual([]);
  });

  test("the added product's cross-sell asks with that product and does not offer it again", async () => {
    const asked = askedRecommender();
    const { data } = await recommendations("placement=addToCart__crossSell&productId=101");
    expect(asked[0]?.widgetId).toBe("w-added");
    expect(asked[0]?.context).toMatchObject({ productId: 101 });
    expect(data.products.map((product) => product.id)).toEqual([102]);
  });

  test("a placement without a widget is an empty row, asking nobody", async () => {
    const asked = askedRecommender();
    const { data } = await recommendations("placement=homepage__forYou");
    expect(data).toEqual({ placement: "homepage__forYou", products: [] });
    expect(asked).toEqual([]);
  });

  test("a failing recommender is an empty row, not an error", async () => {
    mockServer.use(
      http.post(MOCK_RECOMMENDATION_URL, () => HttpResponse.json({}, { status: 502 })),
    );
    const { data } = await recommendations("placement=category__forYou&displayedCategoryId=12");
    expect(data.products).toEqual([]);
  });

  test.each([
    ["no placement", ""],
    ["an unknown placement", "placement=sidebar"],
    ["a product id that is no id", "placement=productDetail__related&displayedProductId=abc"],
    ["a category id with a slash", "placement=category__forYou&displayedCategoryId=a%2Fb"],
    [
      "a product name over 300 characters",
      `placement=productDetail__related&productName=${"a".repeat(301)}`,
    ],
  ])("%s is not found", async (_, query) => {
    const asked = askedRecommender();
    const { status, thrown } = await thrownStatus(recommendations(query));
    expect(status).toBe(404);
    expect(
      new Headers((thrown as { init?: ResponseInit }).init?.headers).get("Cache-Control"),
    ).toBe("private, no-store");
    expect(asked).toEqual([]);
  });
});
