import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import * as z from "zod";

import { deferredContext, type RequestContext } from "#bff/context.ts";
import { BffError } from "#bff/errors.ts";
import { log } from "#bff/log.ts";
import { testContext } from "#bff/mocks/context.ts";
import { cmsUrl, storeUrl } from "#bff/mocks/urls.ts";

import { setPlatform } from "./platform.ts";
import { ServerTiming } from "./server-timing.ts";
import { timingName, upstreamJson } from "./upstream-fetch.ts";

const server = setupServer();
const ThingSchema = z.object({ name: z.string() });

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  setPlatform(undefined);
});
afterAll(() => server.close());

async function failure(promise: Promise<unknown>): Promise<BffError> {
  const error = await promise.then(
    () => {
      throw new Error("expected the call to fail");
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(BffError);
  return error as BffError;
}

describe("upstreamJson", () => {
  test("sends the spec's headers with the prefix, the Bearer token and the cart token", async () => {
    let received: Headers | undefined;
    server.use(
      http.get(storeUrl("/api/v1/thing"), ({ request }) => {
        received = request.headers;
        return HttpResponse.json({ name: "ok" });
      }),
    );
    const ctx = testContext({
      userVariant: "b2b",
      userGroups: ["vip", "wholesale"],
      authToken: "auth-123",
      cartToken: "cart-456",
    });
    await upstreamJson({ ctx, service: "store", path: "/api/v1/thing", schema: ThingSchema });

    expect(Object.fromEntries(received ?? [])).toMatchObject({
      "x-shop-locale": "cs",
      "x-shop-default-locale": "cs",
      "x-shop-currency": "CZK",
      "x-shop-domain": "cz",
      "x-shop-user-variant": "b2b",
      "x-shop-user-groups": "vip,wholesale",
      "x-shop-translation-variant": "default",
      "x-shop-cart-token": "cart-456",
      authorization: "Bearer auth-123",
    });
  });

  test("leaves out the token headers for an anonymous guest", async () => {
    let received: Headers | undefined;
    server.use(
      http.get(cmsUrl("/thing"), ({ request }) => {
        received = request.headers;
        return HttpResponse.json({ name: "ok" });
      }),
    );
    await upstreamJson({ ctx: testContext(), service: "cms", path: "/thing", schema: ThingSchema });
    expect(received?.has("authorization")).toBe(false);
    expect(received?.has("x-shop-cart-token")).toBe(false);
    expect(received?.has("x-shop-user-groups")).toBe(false);
  });

  test("comma-joins list query values as the spec's query shapes are", async () => {
    let url: URL | undefined;
    server.use(
      http.get(cmsUrl("/catalog/product"), ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ name: "ok" });
      }),
    );
    await upstreamJson({
      ctx: testContext(),
      service: "cms",
      path: "/catalog/product",
      query: { ids: [3, 1, 2], checkPermissions: true, skipped: undefined },
      schema: ThingSchema,
    });
    expect(url?.searchParams.get("ids")).toBe("3,1,2");
    expect(url?.searchParams.get("checkPermissions")).toBe("true");
    expect(url?.searchParams.has("skipped")).toBe(false);
  });

  /** Asks a CMS path that answers after `answerMs`; resolves with the error and when it came. */
  async function slowCall(answerMs: number, request: { ctx: RequestContext; timeoutMs?: number }) {
    server.use(
      http.get(cmsUrl("/slow"), async () => {
        await delay(answerMs);
        return HttpResponse.json({ name: "late" });
      }),
    );
    const started = Date.now();
    const error = await failure(
      upstreamJson({ ...request, service: "cms", path: "/slow", schema: ThingSchema }),
    );
    return { error, elapsedMs: Date.now() - started };
  }

  test("gives up after the timeout with a 504 upstream error", async () => {
    const { error, elapsedMs } = await slowCall(2_000, { ctx: testContext(), timeoutMs: 50 });
    expect(error.kind).toBe("upstream");
    expect(error.status).toBe(504);
    expect(elapsedMs).toBeLessThan(1_500);
  });

  test("a call for data below the fold gives up after the deferred limit", async () => {
    const { error, elapsedMs } = await slowCall(3_500, { ctx: deferredContext(testContext()) });
    expect(error.status).toBe(504);
    // 2.5 s, not the 5 s the page's own data may take.
    expect(elapsedMs).toBeLessThan(3_400);
  }, 6_000);

  test("normalises an error answer: status and '{field} - {title}'", async () => {
    server.use(
      http.post(storeUrl("/api/v1/cart/items"), () =>
        HttpResponse.json(
          { statusCode: 422, errors: [{ field: "amount", title: "Není skladem" }] },
          { status: 422 },
        ),
      ),
    );
    const error = await failure(
      upstreamJson({
        ctx: testContext(),
        service: "store",
        path: "/api/v1/cart/items",
        method: "POST",
        body: { id: 1, amount: 5 },
        schema: ThingSchema,
      }),
    );
    expect(error.status).toBe(422);
    expect(error.message).toBe("amount - Není skladem");
    expect(error.kind).toBe("validation");
  });

  test("an answer that does not fit its schema is a 502 upstream error", async () => {
    server.use(http.get(cmsUrl("/thing"), () => HttpResponse.json({ title: "no name" })));
    const error = await failure(
      upstreamJson({ ctx: testContext(), service: "cms", path: "/thing", schema: ThingSchema }),
    );
    expect(error.status).toBe(502);
    expect(error.kind).toBe("upstream");
  });

  test("an unreachable upstream is a 503 upstream error", async () => {
    server.use(http.get(cmsUrl("/thing"), () => HttpResponse.error()));
    const error = await failure(
      upstreamJson({ ctx: testContext(), service: "cms", path: "/thing", schema: ThingSchema }),
    );
    expect(error.status).toBe(503);
  });

  test("its log lines name the upstream as `upstream`, beside the logger's own `service`", async () => {
    const warn = vi.spyOn(log, "warn");
    const error = vi.spyOn(log, "error");
    server.use(
      http.get(cmsUrl("/gone"), () => HttpResponse.error()),
      http.get(storeUrl("/api/v1/broken"), () => HttpResponse.json({}, { status: 500 })),
      http.get(cmsUrl("/odd"), () => HttpResponse.json({ title: "no name" })),
    );
    const ctx = testContext();
    await failure(upstreamJson({ ctx, service: "cms", path: "/gone", schema: ThingSchema }));
    await failure(
      upstreamJson({ ctx, service: "store", path: "/api/v1/broken", schema: ThingSchema }),
    );
    await failure(upstreamJson({ ctx, service: "cms", path: "/odd", schema: ThingSchema }));

    const fields = [...warn.mock.calls, ...error.mock.calls].map(([, logged]) => logged);
    expect(fields).toEqual([
      expect.objectContaining({ upstream: "cms", path: "/gone" }),
      expect.objectContaining({ upstream: "store", path: "/api/v1/broken", status: 500 }),
      expect.objectContaining({ upstream: "cms", path: "/odd" }),
    ]);
    for (const logged of fields) expect(logged).not.toHaveProperty("service");
    warn.mockRestore();
    error.mockRestore();
  });
});

describe("resilience and caching", () => {
  test("a safe read is retried once after a 503; a POST is not", async () => {
    let reads = 0;
    let writes = 0;
    server.use(
      http.get(cmsUrl("/thing"), () => {
        reads += 1;
        return reads === 1
          ? HttpResponse.json({ errors: [{ title: "Nedostupné" }] }, { status: 503 })
          : HttpResponse.json({ name: "ok" });
      }),
      http.post(storeUrl("/api/v1/thing"), () => {
        writes += 1;
        return HttpResponse.json({}, { status: 503 });
      }),
    );
    const value = await upstreamJson({
      ctx: testContext(),
      service: "cms",
      path: "/thing",
      schema: ThingSchema,
    });
    expect(value).toEqual({ name: "ok" });
    expect(reads).toBe(2);

    await failure(
      upstreamJson({
        ctx: testContext(),
        service: "store",
        path: "/api/v1/thing",
        method: "POST",
        body: {},
        schema: ThingSchema,
      }),
    );
    expect(writes).toBe(1);
  });

  test("a write with an idempotency key is sent once more after a network error, never after an answer", async () => {
    const keys: Array<string | null> = [];
    let refused = 0;
    let plain = 0;
    server.use(
      http.post(storeUrl("/api/v1/claims"), ({ request }) => {
        keys.push(request.headers.get("idempotency-key"));
        return keys.length === 1 ? HttpResponse.error() : HttpResponse.json({ name: "ok" });
      }),
      http.post(storeUrl("/api/v1/refused"), () => {
        refused += 1;
        return HttpResponse.json({ errors: [{ title: "Nedostupné" }] }, { status: 503 });
      }),
      http.post(storeUrl("/api/v1/plain"), () => {
        plain += 1;
        return HttpResponse.error();
      }),
    );
    const keyed = { ctx: testContext(), service: "store", method: "POST", body: {} } as const;
    const value = await upstreamJson({
      ...keyed,
      path: "/api/v1/claims",
      idempotencyKey: "k-1",
      schema: ThingSchema,
    });
    expect(value).toEqual({ name: "ok" });
    expect(keys).toEqual(["k-1", "k-1"]);

    expect(
      (
        await failure(
          upstreamJson({
            ...keyed,
            path: "/api/v1/refused",
            idempotencyKey: "k-2",
            schema: ThingSchema,
          }),
        )
      ).status,
    ).toBe(503);
    expect(refused).toBe(1);

    await failure(upstreamJson({ ...keyed, path: "/api/v1/plain", schema: ThingSchema }));
    expect(plain).toBe(1);
  });

  test("after repeated failures the breaker answers at once without calling the upstream", async () => {
    let calls = 0;
    server.use(
      http.get(cmsUrl("/down"), () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    const read = () =>
      upstreamJson({ ctx: testContext(), service: "cms", path: "/down", schema: ThingSchema });
    for (let i = 0; i < 5; i += 1) await failure(read());
    const callsWhenOpen = calls;
    const error = await failure(read());
    expect(error.status).toBe(503);
    expect(calls).toBe(callsWhenOpen);
  });

  test("a public read is cached and sent without the shopper's tokens", async () => {
    const seen: Array<Headers> = [];
    server.use(
      http.get(cmsUrl("/catalog/product"), ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json({ name: "product" });
      }),
    );
    const ctx = testContext({ cartToken: "cart-456", authToken: "auth-123" });
    const read = () =>
      upstreamJson({ ctx, service: "cms", path: "/catalog/product", schema: ThingSchema });
    await read();
    await read();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.has("authorization")).toBe(false);
    expect(seen[0]?.has("x-shop-cart-token")).toBe(false);
  });

  test("calls that carry the cart token (the cart) are never cached", async () => {
    let calls = 0;
    server.use(
      http.get(storeUrl("/api/v1/cart"), () => {
        calls += 1;
        return HttpResponse.json({ name: "cart" });
      }),
    );
    const ctx = testContext({ cartToken: "cart-456" });
    const read = () =>
      upstreamJson({ ctx, service: "store", path: "/api/v1/cart", schema: ThingSchema });
    await read();
    await read();
    expect(calls).toBe(2);
  });

  test("each call is recorded for Server-Timing with what the cache did", async () => {
    server.use(http.get(cmsUrl("/menu-object/:code"), () => HttpResponse.json({ name: "menu" })));
    const timing = new ServerTiming();
    const ctx = testContext({ timing });
    const read = () =>
      upstreamJson({ ctx, service: "cms", path: "/menu-object/mainMenu", schema: ThingSchema });
    await read();
    await read();
    expect(timing.entries.map((entry) => entry.description)).toEqual(["miss", "hit"]);
    expect(timing.toHeader()).toMatch(/^cms_menu-object_mainMenu;dur=[\d.]+;desc="miss", /);
  });

  test("Server-Timing names leave out order tokens, order codes and ids", () => {
    const name = (path: string) => timingName({ service: "store", path });
    expect(name("/api/v1/orders/token/07f7e2dfbc9cd74145a94c06475174d0")).toBe(
      "store/api/v1/orders/token/:token",
    );
    expect(name("/api/v1/user/orders/code/2026000123")).toBe("store/api/v1/user/orders/code/:code");
    expect(name("/api/v1/products/1006/reviews")).toBe("store/api/v1/products/:id/reviews");
  });
});
