import { afterEach, describe, expect, inject, it } from "vitest";

import type { FaultRuleInput } from "./faults.ts";
import type { RecommenderSearchAnswer } from "./recommender.ts";

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
    expect(content_ids).toEqual(["1037"]);
    expect(results).toEqual([
      {
        content_id: "1037",
        score: expect.any(Number),
        data: { context: { main_category_id: 41 } },
      },
    ]);
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
