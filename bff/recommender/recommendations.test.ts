import { delay, http, HttpResponse } from "msw";
import { afterAll, afterEach, describe, expect, test, vi } from "vitest";

import { testContext } from "#bff/mocks/context.ts";
import { MOCK_RECOMMENDATION_URL } from "#bff/mocks/recommender.ts";
import { mockServer, setUpMockUpstreams } from "#bff/mocks/server.ts";

import { recommenderFilterHash } from "./filter-hash.ts";
import {
  recommendationContext,
  recommendedProductIds,
  type RecommendationContext,
} from "./recommendations.ts";

// This file's shop has a recommender with widgets for the Czech shop; read on first use.
vi.hoisted(() => {
  vi.stubEnv("RECOMMENDER_URL", "http://recommender.test/gateway");
  vi.stubEnv(
    "RECOMMENDER_WIDGETS",
    JSON.stringify({ cz: { homepage__forYou: "w-home", category__forYou: "w-category" } }),
  );
});
afterAll(() => vi.unstubAllEnvs());

setUpMockUpstreams();

const EMPTY_CONTEXT: RecommendationContext = {
  projectId: "shop",
  userId: null,
  cartProducts: null,
  displayedProductId: null,
  displayedCategoryId: null,
  productId: null,
};

type Received = { method: string; query: URLSearchParams; body: unknown };

/** The recommendation requests the fake recommender receives while `run` runs. */
async function receivedDuring(run: () => Promise<unknown>): Promise<Array<Received>> {
  const received: Array<Received> = [];
  const record = async (request: Request) => {
    received.push({
      method: request.method,
      query: new URL(request.url).searchParams,
      body: request.method === "POST" ? await request.json() : null,
    });
  };
  mockServer.use(
    http.post(MOCK_RECOMMENDATION_URL, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ product_ids: ["101", 102, "101"] });
    }),
    http.get(MOCK_RECOMMENDATION_URL, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ product_ids: ["102"] });
    }),
  );
  await run();
  return received;
}

describe("the recommendation context", () => {
  test("names the project, the visitor, the cart's marketing codes and the page's subject", () => {
    expect(
      recommendationContext({
        visitorId: "a1b2c3d4e5f6a1b2c3d4e5f6",
        cartProducts: ["OIL-200", null, "BODY-S", "OIL-200", ""],
        displayedProductId: 101,
        displayedCategoryId: "c6842a1031faa6a7c2322828",
        productId: 101,
      }),
    ).toEqual({
      projectId: "shop",
      userId: "a1b2c3d4e5f6a1b2c3d4e5f6",
      cartProducts: ["OIL-200", "BODY-S"],
      displayedProductId: 101,
      displayedCategoryId: "c6842a1031faa6a7c2322828",
      productId: 101,
    });
  });

  test("an empty cart and a visitor without an id (no consent) are null", () => {
    expect(recommendationContext({ cartProducts: [] })).toEqual(EMPTY_CONTEXT);
    expect(recommendationContext({ cartProducts: [null], visitorId: null })).toEqual(EMPTY_CONTEXT);
    expect(recommendationContext({})).toEqual(EMPTY_CONTEXT);
  });
});

describe("recommended product ids", () => {
  test("POST the context to the placement's widget; ids best first without repeats", async () => {
    const context = recommendationContext({ displayedCategoryId: 22, visitorId: "abc" });
    let ids: Array<number> = [];
    const received = await receivedDuring(async () => {
      ids = await recommendedProductIds({
        ctx: testContext({ authToken: "secret", cartToken: "cart" }),
        placement: "category__forYou",
        context,
      });
    });
    expect(ids).toEqual([101, 102]);
    expect(received).toHaveLength(1);
    expect(received[0]?.method).toBe("POST");
    expect(Object.fromEntries(received[0]?.query ?? [])).toEqual({ widgetId: "w-category" });
    expect(received[0]?.body).toEqual({ context });
  });

  test("with filters, the GET variant sends the placement, visitor, customer and hashes", async () => {
    const received = await receivedDuring(() =>
      recommendedProductIds({
        ctx: testContext(),
        placement: "homepage__forYou",
        context: recommendationContext({ visitorId: "abc" }),
        filters: { categoryName: "Vibrátory Řada" },
      }),
    );
    expect(received.map((request) => request.method)).toEqual(["GET"]);
    expect(Object.fromEntries(received[0]?.query ?? [])).toEqual({
      widgetId: "w-home",
      placement: "homepage__forYou",
      cookie: "abc",
      customer: "0",
      filterCategory: recommenderFilterHash("vibratory rada"),
    });
  });

  test("a placement without a widget in the shop variant asks nothing", async () => {
    const received = await receivedDuring(async () => {
      expect(
        await recommendedProductIds({
          ctx: testContext(),
          placement: "notFound__forYou",
          context: EMPTY_CONTEXT,
        }),
      ).toEqual([]);
      expect(
        await recommendedProductIds({
          ctx: testContext({ domainCode: "sk" }),
          placement: "homepage__forYou",
          context: EMPTY_CONTEXT,
        }),
      ).toEqual([]);
    });
    expect(received).toEqual([]);
  });

  test("a failing, malformed or slow answer is an empty list", async () => {
    const ask = () =>
      recommendedProductIds({
        ctx: testContext(),
        placement: "homepage__forYou",
        context: EMPTY_CONTEXT,
      });
    mockServer.use(
      http.post(MOCK_RECOMMENDATION_URL, () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    );
    await expect(ask()).resolves.toEqual([]);
    mockServer.use(
      http.post(MOCK_RECOMMENDATION_URL, () => HttpResponse.json({ product_ids: "101" }), {
        once: true,
      }),
    );
    await expect(ask()).resolves.toEqual([]);
    mockServer.use(
      http.post(
        MOCK_RECOMMENDATION_URL,
        async () => {
          await delay(6000);
          return HttpResponse.json({ product_ids: ["101"] });
        },
        { once: true },
      ),
    );
    const started = performance.now();
    await expect(ask()).resolves.toEqual([]);
    // About the 2 s limit, far from the recommender's 6 s, with room for a busy machine.
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(1900);
    expect(waited).toBeLessThan(4000);
  });
});

describe("switched off", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.stubEnv("RECOMMENDER_URL", "http://recommender.test/gateway");
    vi.stubEnv("RECOMMENDER_WIDGETS", JSON.stringify({ cz: { homepage__forYou: "w-home" } }));
    vi.resetModules();
  });

  async function askWith(env: Record<string, string | undefined>) {
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    vi.resetModules();
    const fresh = await import("./recommendations.ts");
    return fresh.recommendedProductIds({
      ctx: testContext(),
      placement: "homepage__forYou",
      context: EMPTY_CONTEXT,
    });
  }

  test("the recommendations flag off or no recommender: nothing is asked", async () => {
    const received = await receivedDuring(async () => {
      expect(await askWith({ SHOP_FEATURES: "favourites,wishList" })).toEqual([]);
      expect(
        await askWith({ SHOP_FEATURES: "recommendations", RECOMMENDER_URL: undefined }),
      ).toEqual([]);
    });
    expect(received).toEqual([]);
  });
});
