import { afterEach, describe, expect, inject, it } from "vitest";

import { openDatabase } from "./db/open.ts";
import type { FaultRuleInput } from "./faults.ts";
import {
  nameHash,
  type ReceivedRecommendation,
  type RecommendationAnswer,
  type RecommendationContext,
  type RecommenderSearchAnswer,
} from "./recommender.ts";
import { seedDatabase } from "./seed/seed.ts";

const storeUrl = inject("storeUrl");
const JSON_BODY = { "content-type": "application/json" };

const CONTEXT = {
  projectId: "demo",
  userId: null,
  cartProducts: null,
  displayedProductId: null,
  displayedCategoryId: null,
  productId: null,
};

async function query(
  queryString: string | undefined,
  body: unknown = { returnAllIds: true, context: CONTEXT },
) {
  const search = queryString === undefined ? "" : `?${new URLSearchParams({ queryString })}`;
  const response = await fetch(`${storeUrl}/recommender/demo/recommender/search/query${search}`, {
    method: "POST",
    headers: JSON_BODY,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function answerTo(queryString: string, returnAllIds: boolean) {
  const { status, body } = await query(queryString, { returnAllIds, context: CONTEXT });
  expect(status).toBe(200);
  return body as RecommenderSearchAnswer;
}

describe("recommender search", () => {
  it("answers every product found with returnAllIds, and the best ten with their data", async () => {
    const all = await answerTo("gel", true);
    expect(all.content_ids.length).toBeGreaterThan(10);
    expect(all.content_ids.every((id) => /^\d+$/.test(id))).toBe(true);
    expect(all.results).toHaveLength(10);
    expect(all.results.map((result) => result.content_id)).toEqual(all.content_ids.slice(0, 10));
    const scores = all.results.map((result) => result.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    const top = await answerTo("gel", false);
    expect(top.content_ids).toEqual(all.content_ids.slice(0, 10));
    expect(top.results).toEqual(all.results);
  });

  it("names each result's store category and ignores customer groups", async () => {
    const { content_ids, results } = await answerTo("velkoobchodni baleni", true);
    expect(content_ids[0]).toBe("1037");
    expect(results[0]).toEqual({
      content_id: "1037",
      score: expect.any(Number),
      data: { context: { main_category_id: 41 } },
    });
  });

  it("reads the products' names in the shopper's language", async () => {
    const search = new URLSearchParams({ queryString: "gleitgel aqua" });
    const response = await fetch(
      `${storeUrl}/recommender/demo/recommender/search/query?${search}`,
      {
        method: "POST",
        headers: { ...JSON_BODY, "x-shop-locale": "de" },
        body: JSON.stringify({ returnAllIds: true, context: CONTEXT }),
      },
    );
    const german = (await response.json()) as RecommenderSearchAnswer;
    expect(german.content_ids[0]).toBe("1012");
    expect((await answerTo("gleitgel", true)).content_ids).toEqual([]);
  });

  it("finds nothing for a query without a part of three characters", async () => {
    expect(await answerTo("ge xl", true)).toEqual({ content_ids: [], results: [] });
  });

  it("refuses a missing queryString and a bad body with Czech titles", async () => {
    expect(await query(undefined)).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        errors: [
          { field: "queryString", title: "Zadejte hledaný výraz queryString (nejvýše 200 znaků)" },
        ],
      },
    });
    const withoutUser = { ...CONTEXT, userId: undefined };
    expect(await query("gel", { returnAllIds: "ano", context: withoutUser })).toMatchObject({
      status: 400,
      body: { errors: [{ field: "returnAllIds" }, { field: "context" }] },
    });
    expect(await query("gel", "{")).toMatchObject({
      status: 400,
      body: { errors: [{ title: "Tělo požadavku není platný JSON" }] },
    });
  });
});

describe("recommender faults", () => {
  const created: Array<number> = [];

  const injectFault = async (rule: FaultRuleInput) => {
    const response = await fetch(`${storeUrl}/__sandbox/faults`, {
      method: "POST",
      headers: JSON_BODY,
      body: JSON.stringify(rule),
    });
    expect(response.status).toBe(201);
    created.push(((await response.json()) as { data: { id: number } }).data.id);
  };

  // Other test files share the server, so each test removes only its own rules.
  afterEach(async () => {
    for (const id of created.splice(0)) {
      await fetch(`${storeUrl}/__sandbox/faults/${id}`, { method: "DELETE" });
    }
  });

  it("fail or slow down the recommender as the store server's rules say", async () => {
    await injectFault({
      pathPattern: "^/recommender/demo/.*queryString=porucha",
      status: 503,
      times: 1,
    });
    expect((await query("porucha")).status).toBe(503);
    expect((await query("porucha")).status).toBe(200);

    await injectFault({ pathPattern: "^/recommender/.*queryString=pomalu", delayMs: 150 });
    const started = performance.now();
    expect((await query("pomalu")).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });
});

const RECOMMENDATION = `${storeUrl}/recommender/demo/recommender/recommender/recommendation`;

async function recommend(context: Partial<RecommendationContext>, widgetId = "widget-test") {
  const response = await fetch(`${RECOMMENDATION}?${new URLSearchParams({ widgetId })}`, {
    method: "POST",
    headers: JSON_BODY,
    body: JSON.stringify({ context: { ...CONTEXT, ...context } }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as RecommendationAnswer).product_ids;
}

/** The seed as the shared server holds it, for what the answers are picked from. */
const seed = openDatabase(":memory:");
seedDatabase(seed);

function categoryOf(id: string | number): number {
  return seed.prepare("SELECT category_id FROM products WHERE id = ?").pluck().get(id) as number;
}

function isSoldOut(id: string): boolean {
  const stock = seed
    .prepare(
      `SELECT coalesce(sum(s.stock), 0) FROM variants v JOIN variant_stock s ON s.variant_id = v.id
       WHERE v.product_id = ?`,
    )
    .pluck()
    .get(id) as number;
  return stock === 0;
}

describe("recommender recommendations", () => {
  it("answers the best sellers without context, up to 12, the same every time", async () => {
    const ids = await recommend({});
    expect(ids).toHaveLength(12);
    expect(ids.every((id) => /^\d+$/.test(id))).toBe(true);
    expect(await recommend({})).toEqual(ids);
  });

  it("answers a displayed product's category without the product itself", async () => {
    const ids = await recommend({ displayedProductId: 1001 });
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain("1001");
    expect(new Set(ids.map(categoryOf))).toEqual(new Set([categoryOf(1001)]));
  });

  it("recommends sold-out products too, which the storefront leaves out", async () => {
    expect((await recommend({ displayedCategoryId: 22 })).some(isSoldOut)).toBe(true);
  });

  it("answers a category's products, and other products of the cart's categories", async () => {
    const inCategory = await recommend({ displayedCategoryId: 20 });
    expect(new Set(inCategory.map(categoryOf))).toEqual(new Set([21, 22, 23]));
    const code = seed
      .prepare("SELECT marketing_code FROM variants WHERE product_id = 1001")
      .pluck()
      .get() as string;
    const forCart = await recommend({ cartProducts: [code] });
    expect(forCart).not.toContain("1001");
    expect(new Set(forCart.map(categoryOf))).toEqual(new Set([categoryOf(1001)]));
    expect(await recommend({ cartProducts: ["NEEXISTUJE"] })).toEqual(await recommend({}));
  });

  it("answers the GET variant with hashed filters and keeps every request for the tests", async () => {
    await fetch(`${storeUrl}/__sandbox/recommender/requests`, { method: "DELETE" });
    const query = new URLSearchParams({
      widgetId: "widget-filter",
      placement: "category__forYou",
      cookie: "abc",
      customer: "",
      filterCategory: nameHash("Skleněná dilda"),
    });
    const response = await fetch(`${RECOMMENDATION}?${query}`);
    expect(response.status).toBe(200);
    const { product_ids } = (await response.json()) as RecommendationAnswer;
    expect(product_ids).toEqual(await recommend({ displayedCategoryId: 22 }));

    const log = await fetch(`${storeUrl}/__sandbox/recommender/requests`);
    const { data } = (await log.json()) as { data: Array<ReceivedRecommendation> };
    expect(data.map((request) => [request.method, request.widgetId])).toEqual([
      ["GET", "widget-filter"],
      ["POST", "widget-test"],
    ]);
    expect(data[0]?.query).toMatchObject({ placement: "category__forYou", cookie: "abc" });
    expect(data[1]?.context).toMatchObject({ displayedCategoryId: 22 });
  });

  it("refuses a request without a widget", async () => {
    const response = await fetch(RECOMMENDATION, {
      method: "POST",
      headers: JSON_BODY,
      body: JSON.stringify({ context: CONTEXT }),
    });
    expect(response.status).toBe(400);
  });

  it("hashes a name without diacritics, lower-cased", () => {
    expect(nameHash(" Vibrátory Řada ")).toBe(nameHash("vibratory rada"));
  });
});
