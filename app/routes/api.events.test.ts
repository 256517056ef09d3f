import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";

import { authTokenCookie } from "#app/shopper/cookies.server.ts";
import { MARKETING_TEST_ENV, thirdPartyCalls } from "#bff/mocks/marketing.ts";
import { setUpMockUpstreams } from "#bff/mocks/server.ts";
import { STORE_USER } from "#bff/mocks/store-fixtures.ts";

setUpMockUpstreams();

const PAGE = "http://localhost/produkt/velvet-classic";
const ALL = "shop_cookie_consent=all";
const NECESSARY = "shop_cookie_consent=necessary";

beforeEach(() => {
  thirdPartyCalls.length = 0;
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  vi.restoreAllMocks();
});

/** The route with the marketing-automation service configured, read afresh. */
async function load() {
  for (const [name, value] of Object.entries(MARKETING_TEST_ENV)) vi.stubEnv(name, value);
  vi.resetModules();
  const route = await import("./api.events.ts");
  const { log } = await import("#bff/log.ts");
  vi.spyOn(log, "warn").mockImplementation(() => undefined);
  return route;
}

async function post(body: unknown, cookie = ALL) {
  const { action } = await load();
  const request = new Request("http://localhost/api/events", {
    method: "POST",
    headers: { "content-type": "text/plain;charset=UTF-8", cookie },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  try {
    return (await action({ request, context: {}, params: {} })).status;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

const events = () => thirdPartyCalls.map((call) => call.body);

describe("POST /api/events", () => {
  test("relays an event with marketing consent and the visitor cookie: 204", async () => {
    const status = await post(
      { type: "cart", page: PAGE, data: { productId: 1001, quantity: 2 } },
      `${ALL}; shop_visitor=visitor-123`,
    );
    expect(status).toBe(204);
    expect(events()).toEqual([
      {
        accountId: MARKETING_TEST_ENV.MARKETING_AUTOMATION_ACCOUNT_ID,
        event: "cart",
        visitorId: "visitor-123",
        data: { productId: 1001, quantity: 2, page: PAGE },
      },
    ]);
  });

  test("answers 204 and sends nothing without marketing consent or before the choice", async () => {
    const view = { type: "product_view", page: PAGE, data: { productId: 1001 } };
    expect(await post(view, NECESSARY)).toBe(204);
    expect(await post(view, "shop_cookie_consent=analytics.personalisation")).toBe(204);
    expect(await post(view, "")).toBe(204);
    expect(events()).toEqual([]);
  });

  test("sends nothing for a page measured for performance", async () => {
    const view = { type: "category_view", page: `${PAGE}?performance=1`, data: {} };
    expect(await post(view)).toBe(204);
    expect(events()).toEqual([]);
  });

  test("pairs the session's customer, whatever e-mail the page claims", async () => {
    const login = (await authTokenCookie.serialize("access-token-1")).split(";")[0] ?? "";
    const claimed = { type: "user_loaded", page: PAGE, data: { email: "someone@example.cz" } };
    expect(await post(claimed, `${ALL}; ${login}`)).toBe(204);
    expect(events()).toEqual([
      expect.objectContaining({
        event: "contact_pairing",
        email: STORE_USER.email,
        data: { customerId: STORE_USER.id, page: PAGE },
      }),
    ]);
    // A guest's user_loaded pairs nobody.
    thirdPartyCalls.length = 0;
    expect(await post(claimed)).toBe(204);
    expect(events()).toEqual([]);
  });

  test("junk is a 4xx, never a 5xx, and sends nothing", async () => {
    expect(await post("{not json")).toBe(400);
    expect(await post({ type: "order", page: PAGE, data: {} })).toBe(400);
    expect(await post({ type: "cart", page: "not a page", data: {} })).toBe(400);
    expect(await post({ type: "cart", page: PAGE, data: { note: "x".repeat(5000) } })).toBe(413);
    expect(await post([])).toBe(400);
    expect(events()).toEqual([]);
  });
});
