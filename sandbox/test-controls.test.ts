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
    const stock = await fetch(`${closed.storeUrl}/__sandbox/variants/10013/stock`, {
      method: "PUT",
      headers: JSON_BODY,
      body: JSON.stringify({ stock: 3 }),
    });
    expect(stock.status).toBe(404);
  });

  it("set a variant's stock and mail its watchers when it comes back", async () => {
    const email = "hlidac@example.cz";
    const watch = await post(`${sandbox.storeUrl}/api/v1/products/10013/watchers`, { email });
    expect(watch.status).toBe(201);
    const setStock = (body: unknown, variantId = 10013) =>
      fetch(`${sandbox.storeUrl}/__sandbox/variants/${variantId}/stock`, {
        method: "PUT",
        headers: JSON_BODY,
        body: JSON.stringify(body),
      });

    const restocked = await setStock({ stock: 3 });
    expect(restocked.status).toBe(200);
    expect(await restocked.json()).toEqual({
      data: { variantId: 10013, warehouseId: 1, stock: 3, notified: 1 },
    });
    const mails = (await (
      await fetch(`${sandbox.storeUrl}/__sandbox/outbox?to=${email}`)
    ).json()) as { data: Array<{ kind: string; link: string }> };
    expect(mails.data).toEqual([
      expect.objectContaining({
        kind: "back_in_stock",
        link: "http://localhost:3000/produkt/vibrator-velvet-classic?variant_id=10013",
      }),
    ]);

    expect((await setStock({ stock: -1 })).status).toBe(422);
    expect((await setStock({ stock: 1, warehouseId: 7 })).status).toBe(422);
    expect((await setStock({ stock: 1 }, 99)).status).toBe(404);
    await setStock({ stock: 0 });
  });

  it("set a variant's price in CZK, keeping a former price only above it", async () => {
    const setPrice = (body: unknown, variantId = 10121) =>
      fetch(`${sandbox.storeUrl}/__sandbox/variants/${variantId}/price`, {
        method: "PUT",
        headers: JSON_BODY,
        body: JSON.stringify(body),
      });
    const priceOf = async () => {
      const answer = await fetch(`${sandbox.storeUrl}/api/v1/products/1012`);
      const { data } = (await answer.json()) as {
        data: { variants: Array<{ id: number; prices: { unitWithTax: number } }> };
      };
      return data.variants.find((variant) => variant.id === 10121)?.prices.unitWithTax;
    };

    const changed = await setPrice({ priceMinor: 12_300 });
    expect(changed.status).toBe(200);
    expect(await priceOf()).toBe(123);
    expect((await setPrice({ priceMinor: 0 })).status).toBe(422);
    expect((await setPrice({ priceMinor: 100 }, 99)).status).toBe(404);
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

  it("answer while an outage is injected, so a test can read and reset the sandbox", async () => {
    await post(`${sandbox.storeUrl}/__sandbox/faults`, { pathPattern: "^/", status: 503 });
    try {
      expect((await fetch(`${sandbox.storeUrl}/api/v1/countries`)).status).toBe(503);
      expect((await fetch(`${sandbox.storeUrl}/__sandbox/orders/count`)).status).toBe(200);
      expect((await fetch(`${sandbox.storeUrl}/__sandbox/outbox`)).status).toBe(200);
    } finally {
      await fetch(`${sandbox.storeUrl}/__sandbox/faults`, { method: "DELETE" });
    }
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
    ["POST", "/api/v1/cart/items", '{"id": "abc", "amount": 1}'],
    ["POST", "/api/v1/cart/items", '{"id": 10031, "amount": 1.5}'],
    ["POST", "/api/v1/cart/items", '{"id": 10121, "amount": 1, "credits": true}'],
    ["POST", "/api/v1/cart/items", '{"id": 10031, "amount": "many"}'],
    ["POST", "/api/v1/cart/items", "null"],
    ["PATCH", "/api/v1/cart/items/abc", '{"amount": 1}'],
    ["POST", "/api/v1/cart/coupon", '{"couponCode": ""}'],
    ["POST", "/api/v1/cart/credits", '{"credits": -5}'],
    ["POST", "/api/v1/cart/validate", "{"],
    ["PATCH", "/api/v1/user/password", '{"password": 1}'],
    ["POST", "/api/v1/forgot-password", '{"email": []}'],
    ["POST", "/api/v1/reset-password", "[1, 2]"],
    ["POST", "/api/v1/activate", '{"token": 5}'],
    ["POST", "/api/v1/products/1003/reviews", '{"rating": "five"}'],
    ["GET", "/api/v1/products/abc", undefined],
    ["GET", "/api/v1/user/orders?page=x", undefined],
    ["GET", "/api/v1/shippers/x/branches/remoteId/y", undefined],
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

describe("garbage bodies with a login and a cart", () => {
  const WRITES: Array<[string, string]> = [
    ["POST", "/api/oauth/login"],
    ["PATCH", "/api/v1/user"],
    ["PATCH", "/api/v1/user/password"],
    ["POST", "/api/v1/register"],
    ["POST", "/api/v1/forgot-password"],
    ["POST", "/api/v1/reset-password"],
    ["POST", "/api/v1/activate"],
    ["POST", "/api/v1/cart/items"],
    ["PATCH", "/api/v1/cart/items/1"],
    ["POST", "/api/v1/cart/items/batch"],
    ["POST", "/api/v1/cart/coupon"],
    ["POST", "/api/v1/cart/credits"],
    ["POST", "/api/v1/cart/validate"],
    ["POST", "/api/v1/cart/place"],
    ["POST", "/api/v1/newsletter/subscribe"],
    ["POST", "/api/v1/products/1003/reviews"],
    ["POST", "/api/v1/products/10031/watchers"],
  ];
  /** Not a JSON object at all: always refused. */
  const MALFORMED = ["{", "[]", "null", '"text"', "42"];
  /** Objects with odd fields: refused, or a no-op where every field is optional. */
  const ODD = ['{"amount": {}}', '{"items": [null]}', '{"email": ["a"], "password": {}}'];
  const headers: Record<string, string> = { ...JSON_BODY };

  beforeAll(async () => {
    const login = await post(`${sandbox.storeUrl}/api/oauth/login`, {
      email: "nakup@firma-example.cz",
      password: "Heslo123!",
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    headers.authorization = `Bearer ${token}`;
    const added = await post(
      `${sandbox.storeUrl}/api/v1/cart/items`,
      { id: 10121, amount: 1 },
      {
        authorization: headers.authorization,
      },
    );
    headers["x-shop-cart-token"] = (
      (await added.json()) as { meta: { custom: string } }
    ).meta.custom;
  });

  it.each(WRITES)("%s %s never crashes on a body it cannot use", async (method, path) => {
    const answers = [];
    for (const body of [...MALFORMED, ...ODD]) {
      const response = await fetch(`${sandbox.storeUrl}${path}`, { method, headers, body });
      const answer = (await response.json()) as {
        statusCode?: number;
        errors?: Array<{ field?: string | null; title: string }>;
      };
      const refused = response.status >= 400;
      answers.push({
        body,
        clientError: refused ? response.status < 500 : ODD.includes(body),
        errorShape: refused
          ? answer.statusCode === response.status && typeof answer.errors?.[0]?.title === "string"
          : true,
      });
    }
    expect(answers).toEqual(
      [...MALFORMED, ...ODD].map((body) => ({ body, clientError: true, errorShape: true })),
    );
  });
});
