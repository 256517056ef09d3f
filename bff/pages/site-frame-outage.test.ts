import { graphql, http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { STALE_IF_ERROR_MS } from "#bff/http/cache-policy.ts";
import { MemoryCacheStore } from "#bff/http/cache-store.ts";
import { CircuitBreaker } from "#bff/http/circuit-breaker.ts";
import { DataCache } from "#bff/http/data-cache.ts";
import { setPlatform } from "#bff/http/platform.ts";
import { testContext } from "#bff/mocks/context.ts";
import { CZK } from "#bff/mocks/fixtures.ts";
import { cmsUrl, mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";
import { formatPrice } from "#bff/rules/price-format.ts";

import { siteFrame } from "./site-frame.ts";

setUpMockUpstreams();

const storeDown = http.all(storeUrl("/api/v1/*"), () =>
  HttpResponse.json({ errors: [{ title: "Nedostupné" }] }, { status: 503 }),
);
const cmsDown = [
  http.all(cmsUrl("/*"), () => HttpResponse.json({ message: "down" }, { status: 503 })),
  graphql.operation(() => HttpResponse.json({ errors: [{ message: "down" }] }, { status: 503 })),
];

describe("the frame of an instance that has never reached an upstream", () => {
  test("the store down: the configured currency, written as the store would, and the outage said", async () => {
    mockServer.use(storeDown);
    const frame = await siteFrame({ ctx: testContext() });
    expect(frame.currency.code).toBe("CZK");
    expect(formatPrice(1290, frame.currency, "cs")).toBe(formatPrice(1290, CZK, "cs"));
    expect(frame.outage).toEqual({ store: true, cms: false });
    expect(frame.mainMenu.length).toBeGreaterThan(0);
  });

  test("the store down for a Slovak shopper: euros", async () => {
    mockServer.use(storeDown);
    const frame = await siteFrame({
      ctx: testContext({ locale: "sk", currency: "EUR", domainCode: "sk" }),
    });
    expect(formatPrice(12.5, frame.currency, "sk")).toBe("12,50\u00a0€");
  });

  test("the CMS down: the bundled main and footer menus in the shopper's language", async () => {
    mockServer.use(...cmsDown);
    const frame = await siteFrame({
      ctx: testContext({ locale: "de", currency: "EUR", domainCode: "de" }),
    });
    expect(frame.outage).toEqual({ store: false, cms: true });
    expect(frame.mainMenu.map((item) => item.title)).toContain("Vibratoren");
    expect(frame.footerMenus.map((menu) => menu.code)).toEqual([
      "footerMenu1",
      "footerMenu2",
      "footerMenu3",
      "footerMenu4",
    ]);
    // The top header menu is not bundled: the frame does without it.
    expect(frame.topHeaderMenu).toEqual([]);
  });

  test("the CMS down a day after its last answer: its last good menus, not the bundled ones", async () => {
    let now = Date.now();
    setPlatform({
      cache: new DataCache(new MemoryCacheStore({ maxEntries: 100 }), { now: () => now }),
      breakers: {
        cms: new CircuitBreaker(),
        store: new CircuitBreaker(),
        recommender: new CircuitBreaker(),
        addressValidation: new CircuitBreaker(),
      },
    });
    mockServer.use(
      http.get(cmsUrl("/menu-object/:code"), ({ params }) =>
        HttpResponse.json({
          code: params.code,
          items: [{ id: 1, title: `Z CMS ${String(params.code)}`, path: "/vibratory" }],
        }),
      ),
    );
    await siteFrame({ ctx: testContext() });
    now += STALE_IF_ERROR_MS + 1;
    mockServer.use(...cmsDown);
    const frame = await siteFrame({ ctx: testContext() });
    expect(frame.mainMenu.map((item) => item.title)).toEqual(["Z CMS mainMenu"]);
    expect(frame.outage.cms).toBe(true);
  });

  test("a menu the CMS says does not exist stays away rather than the bundled one", async () => {
    mockServer.use(
      http.get(cmsUrl("/menu-object/footerMenu4"), () =>
        HttpResponse.json({ message: "Menu nebylo nalezeno" }, { status: 404 }),
      ),
    );
    const frame = await siteFrame({ ctx: testContext() });
    expect(frame.footerMenus.map((menu) => menu.code)).not.toContain("footerMenu4");
    expect(frame.outage).toEqual({ store: false, cms: false });
  });
});
