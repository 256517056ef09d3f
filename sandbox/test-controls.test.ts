import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type Sandbox, startSandbox } from "./start.ts";

/** The env-gated test controls and the store's answers to malformed requests, over HTTP. */

let sandbox: Sandbox;
let closed: Sandbox;
const JSON_BODY = { "content-type": "application/json" };

beforeAll(async () => {
  sandbox = await startSandbox({ dbPath: ":memory:", testControls: true });
  closed = await startSandbox({ dbPath: ":memory:", testControls: false });
});
afterAll(async () => {
  await Promise.all([sandbox.close(), closed.close()]);
});

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: "POST", headers: { ...JSON_BODY, ...headers }, body: JSON.stringify(body) });

describe("test controls", () => {
  it("exist only when enabled", async () => {
    expect((await fetch(`${closed.storeUrl}/__sandbox/faults`)).status).toBe(404);
    expect((await fetch(`${closed.storeUrl}/__sandbox/orders/count`)).status).toBe(404);
    expect((await fetch(`${sandbox.storeUrl}/__sandbox/orders/count`)).status).toBe(200);
  });

  it("fail a deterministic share of requests, also with malformed JSON", async () => {
    const rule = await post(`${sandbox.storeUrl}/__sandbox/faults`, {
      pathPattern: "^/api/v1/countries",
      status: 503,
      share: 0.5,
    });
    expect(rule.status).toBe(201);
    const statuses = [];
    for (let n = 0; n < 4; n += 1) {
      statuses.push((await fetch(`${sandbox.storeUrl}/api/v1/countries`)).status);
    }
    expect(statuses).toEqual([200, 503, 200, 503]);
    await fetch(`${sandbox.storeUrl}/__sandbox/faults`, { method: "DELETE" });

    await post(`${sandbox.storeUrl}/__sandbox/faults`, {
      pathPattern: "^/api/v1/globals",
      status: "malformed",
      times: 1,
    });
    const broken = await fetch(`${sandbox.storeUrl}/api/v1/globals`);
    expect(broken.status).toBe(200);
    await expect(broken.json()).rejects.toThrow();
  });

  it("switch shopping off and reset the database to the seed", async () => {
    const off = await fetch(`${sandbox.storeUrl}/__sandbox/settings`, {
      method: "PATCH",
      headers: JSON_BODY,
      body: JSON.stringify({ shopping_disabled: true }),
    });
    expect(off.status).toBe(204);
    const globals = async () =>
      (
        (await (await fetch(`${sandbox.storeUrl}/api/v1/globals`)).json()) as {
          data: { settings: { shopping_disabled: boolean } };
        }
      ).data.settings.shopping_disabled;
    expect(await globals()).toBe(true);
    expect((await post(`${sandbox.storeUrl}/__sandbox/reset`, {})).status).toBe(204);
    expect(await globals()).toBe(false);
  });
});

describe("malformed requests", () => {
  it.each([
    ["POST", "/api/oauth/login", "{"],
    ["POST", "/api/oauth/login", "[]"],
    ["POST", "/api/v1/register", '{"email": 5}'],
    ["POST", "/api/v1/cart/place", '{"terms": "yes"}'],
    ["POST", "/api/v1/cart/items/batch", '{"items": "all"}'],
    ["POST", "/api/v1/newsletter/subscribe", "{}"],
    ["POST", "/api/v1/products/1003/watchers", '{"email": "x"}'],
    ["GET", "/api/v1/branches?perPage=-1", undefined],
    ["GET", "/api/v1/branches?keys=a,b", undefined],
    ["GET", "/api/v1/delivery-times?shipperId=x", undefined],
    ["GET", "/api/v1/products/1003/reviews?sort=price", undefined],
    ["GET", "/api/v1/ares/ico?ico=12345678", undefined],
    ["GET", "/api/v1/orders/token/nope", undefined],
    ["GET", "/api/v1/user", undefined],
  ])("%s %s answers 4xx with the error shape", async (method, path, body) => {
    const response = await fetch(`${sandbox.storeUrl}${path}`, {
      method,
      headers: JSON_BODY,
      body,
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const answer = (await response.json()) as { statusCode: number; errors: Array<unknown> };
    expect(answer.statusCode).toBe(response.status);
    expect(answer.errors.length).toBeGreaterThan(0);
  });
});
