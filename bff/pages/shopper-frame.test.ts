import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, test } from "vitest";

import { testContext } from "#bff/mocks/context.ts";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";
import { STORE_GLOBALS, STORE_USER } from "#bff/mocks/store-fixtures.ts";

import { shopperFrame } from "./shopper-frame.ts";

setUpMockUpstreams();

/** The store's user paths asked, in order. */
let userCalls: Array<string> = [];
mockServer.events.on("request:start", ({ request }) => {
  const { pathname } = new URL(request.url);
  if (pathname.startsWith("/api/v1/user")) userCalls.push(pathname);
});
afterEach(() => {
  userCalls = [];
});

const login = testContext({ authToken: "access-token-1" });

function globalsWith(settings: Partial<(typeof STORE_GLOBALS)["data"]["settings"]>) {
  return http.get(storeUrl("/api/v1/globals"), () =>
    HttpResponse.json({
      data: { ...STORE_GLOBALS.data, settings: { ...STORE_GLOBALS.data.settings, ...settings } },
    }),
  );
}

const expired = http.get(storeUrl("/api/v1/user"), () =>
  HttpResponse.json(
    { statusCode: 401, errors: [{ title: "Přihlášení vypršelo" }] },
    { status: 401 },
  ),
);

describe("shopperFrame", () => {
  test("a guest: the frame, and no user or credits asked for", async () => {
    const view = await shopperFrame({ ctx: testContext() });
    expect(view.user).toBeNull();
    expect(view.credits).toBeNull();
    expect(view.frame.mainMenu.length).toBeGreaterThan(0);
    expect(userCalls).toEqual([]);
  });

  test("a login: the user, then the credits, asked with the user's variant and groups", async () => {
    let creditsVariant: string | null = null;
    mockServer.use(
      http.get(storeUrl("/api/v1/user"), () =>
        HttpResponse.json({ data: { ...STORE_USER, groups: ["b2b"], variantHash: "b2b" } }),
      ),
      http.get(storeUrl("/api/v1/user/credits/amount"), ({ request }) => {
        creditsVariant = request.headers.get("x-shop-user-variant");
        return HttpResponse.json({ data: { amount: 250 } });
      }),
    );
    const view = await shopperFrame({ ctx: login });
    expect(view.user).toMatchObject({ firstName: "Jana", variantHash: "b2b" });
    expect(view.credits).toBe(250);
    expect(creditsVariant).toBe("b2b");
    expect(userCalls).toEqual([
      "/api/v1/user",
      "/api/v1/user/shopping-lists/code/wishlist",
      "/api/v1/user/credits/amount",
    ]);
    expect(view.wishedVariantIds).toEqual([1011, 1021]);
  });

  test("a wish list the store cannot read leaves the hearts empty, not the page", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/user/shopping-lists/code/wishlist"), () =>
        HttpResponse.json({ errors: [{ title: "Chyba" }] }, { status: 500 }),
      ),
    );
    const view = await shopperFrame({ ctx: login });
    expect(view.user).not.toBeNull();
    expect(view.wishedVariantIds).toBeNull();
  });

  test("no credits when the loyalty function is off or the user's group is restricted", async () => {
    mockServer.use(globalsWith({ functions: { loyalty_credits: false } }));
    expect(await shopperFrame({ ctx: login })).toMatchObject({ credits: null });
    mockServer.use(
      globalsWith({ restrictedGroups: ["wholesale"] }),
      http.get(storeUrl("/api/v1/user"), () =>
        HttpResponse.json({ data: { ...STORE_USER, groups: ["wholesale"] } }),
      ),
    );
    expect(await shopperFrame({ ctx: login })).toMatchObject({ credits: null });
    expect(userCalls).not.toContain("/api/v1/user/credits/amount");
  });

  test("a store outage leaves a guest; credits that fail are not shown", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/user/credits/amount"), () =>
        HttpResponse.json({}, { status: 500 }),
      ),
    );
    expect(await shopperFrame({ ctx: login })).toMatchObject({ credits: null });
    mockServer.use(
      http.get(storeUrl("/api/v1/user"), () => HttpResponse.json({}, { status: 500 })),
    );
    expect(await shopperFrame({ ctx: login })).toMatchObject({ user: null, credits: null });
  });

  test("a refused token is an expired login, even when the frame fails too", async () => {
    mockServer.use(expired);
    await expect(shopperFrame({ ctx: login })).rejects.toMatchObject({ kind: "unauthorized" });
    mockServer.use(
      http.get(storeUrl("/api/v1/currencies"), () => HttpResponse.json({}, { status: 503 })),
    );
    await expect(shopperFrame({ ctx: login })).rejects.toMatchObject({ kind: "unauthorized" });
  });

  test("a currency list the store cannot give is the configured one, and the page goes on", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/currencies"), () => HttpResponse.json({}, { status: 503 })),
    );
    const view = await shopperFrame({ ctx: login });
    expect(view.frame.currency).toMatchObject({ code: "CZK", symbol: "Kč", decimalPlaces: 2 });
    expect(view.frame.outage.store).toBe(true);
    expect(view.user).not.toBeNull();
  });
});
