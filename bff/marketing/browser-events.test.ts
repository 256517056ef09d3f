import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";

import { testContext } from "#bff/mocks/context.ts";
import { MARKETING_TEST_ENV, thirdPartyCalls } from "#bff/mocks/marketing.ts";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";
import { STORE_USER } from "#bff/mocks/store-fixtures.ts";
import { isPerformanceRun } from "#bff/rules/performance-run.ts";

import { BrowserEventSchema } from "./browser-events.ts";

setUpMockUpstreams();

beforeEach(() => {
  thirdPartyCalls.length = 0;
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function load(env: Record<string, string> = MARKETING_TEST_ENV) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  return import("./browser-events.ts");
}

const PAGE = "https://shop.test/produkt/velvet-classic";
const event = (body: unknown) => BrowserEventSchema.parse(body);
const bodies = () => thirdPartyCalls.map((call) => call.body);

describe("BrowserEventSchema", () => {
  test("takes the relayed types with a page and JSON data, nothing else", () => {
    expect(event({ type: "cart", page: PAGE }).data).toEqual({});
    const bad = [
      { type: "order", page: PAGE, data: {} },
      { type: "cart", page: "javascript:alert(1)", data: {} },
      { type: "cart", page: PAGE, data: { "not a name": 1 } },
      { type: "cart", page: PAGE, data: {}, email: "someone@example.cz" },
      { type: "cart", page: PAGE, data: [] },
    ];
    for (const body of bad) expect(BrowserEventSchema.safeParse(body).success).toBe(false);
  });

  test("a performance run is a page whose query names `performance`", () => {
    expect(isPerformanceRun(`${PAGE}?performance`)).toBe(true);
    expect(isPerformanceRun(`${PAGE}?a=1&performance=1`)).toBe(true);
    expect(isPerformanceRun(`${PAGE}?performances=1`)).toBe(false);
    expect(isPerformanceRun(`${PAGE}#performance`)).toBe(false);
  });
});

describe("relayBrowserEvent", () => {
  test("passes an event on with the visitor and the page, only with marketing consent", async () => {
    const { relayBrowserEvent } = await load();
    const view = event({ type: "product_view", page: PAGE, data: { productId: 1001 } });
    await relayBrowserEvent({
      ctx: testContext(),
      event: view,
      marketingConsent: false,
      visitorId: "v-1",
    });
    expect(bodies()).toEqual([]);
    await relayBrowserEvent({
      ctx: testContext(),
      event: view,
      marketingConsent: true,
      visitorId: "v-1",
    });
    expect(bodies()).toEqual([
      {
        accountId: MARKETING_TEST_ENV.MARKETING_AUTOMATION_ACCOUNT_ID,
        event: "product_view",
        visitorId: "v-1",
        data: { productId: 1001, page: PAGE },
      },
    ]);
  });

  test("skips a performance run", async () => {
    const { relayBrowserEvent } = await load();
    await relayBrowserEvent({
      ctx: testContext(),
      event: event({ type: "cart", page: `${PAGE}?performance=1`, data: {} }),
      marketingConsent: true,
      visitorId: null,
    });
    expect(bodies()).toEqual([]);
  });

  test("pairs a signed-in customer by the store's e-mail and id; a guest by nothing", async () => {
    const { relayBrowserEvent } = await load();
    const loaded = event({ type: "user_loaded", page: PAGE, data: { email: "forged@example.cz" } });
    await relayBrowserEvent({
      ctx: testContext(),
      event: loaded,
      marketingConsent: true,
      visitorId: "v-1",
    });
    expect(bodies()).toEqual([]);
    await relayBrowserEvent({
      ctx: testContext({ authToken: "token-1" }),
      event: loaded,
      marketingConsent: true,
      visitorId: "v-1",
    });
    expect(bodies()).toEqual([
      {
        accountId: MARKETING_TEST_ENV.MARKETING_AUTOMATION_ACCOUNT_ID,
        event: "contact_pairing",
        visitorId: "v-1",
        email: STORE_USER.email,
        data: { customerId: STORE_USER.id, page: PAGE },
      },
    ]);
  });

  test("a login the store refuses pairs nothing and throws nothing", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/user"), () =>
        HttpResponse.json({ errors: [{ title: "Nejste přihlášeni" }] }, { status: 401 }),
      ),
    );
    const { relayBrowserEvent } = await load();
    const { log } = await import("#bff/log.ts");
    vi.spyOn(log, "warn").mockImplementation(() => undefined);
    await relayBrowserEvent({
      ctx: testContext({ authToken: "expired" }),
      event: event({ type: "user_loaded", page: PAGE, data: {} }),
      marketingConsent: true,
      visitorId: null,
    });
    expect(bodies()).toEqual([]);
  });

  test("without the service nothing is asked, not even the store", async () => {
    const { relayBrowserEvent } = await load({ MARKETING_AUTOMATION_URL: "" });
    await relayBrowserEvent({
      ctx: testContext({ authToken: "token-1" }),
      event: event({ type: "user_loaded", page: PAGE, data: {} }),
      marketingConsent: true,
      visitorId: null,
    });
    expect(bodies()).toEqual([]);
  });
});
