import { delay, http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";

import { testContext } from "#bff/mocks/context.ts";
import { MARKETING_TEST_ENV, thirdPartyCalls } from "#bff/mocks/marketing.ts";
import { mockServer, setUpMockUpstreams } from "#bff/mocks/server.ts";

setUpMockUpstreams();

const { MARKETING_AUTOMATION_URL, MARKETING_AUTOMATION_ACCOUNT_ID } = MARKETING_TEST_ENV;
const BASIC = `Basic ${Buffer.from("test-user:test-password").toString("base64")}`;

beforeEach(() => {
  thirdPartyCalls.length = 0;
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  vi.restoreAllMocks();
});

/** The client with the service configured as given, its configuration read afresh. */
async function load(env: Record<string, string> = MARKETING_TEST_ENV) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  return import("./marketing-automation.ts");
}

/** The log the freshly loaded client writes to, its warnings silenced and recorded. */
async function warnings() {
  const { log } = await import("#bff/log.ts");
  return vi.spyOn(log, "warn").mockImplementation(() => undefined);
}

describe("addMarketingContact", () => {
  test("sends the spec's body with basic auth: never opted in, double opt-in forced", async () => {
    const { addMarketingContact } = await load();
    const now = new Date("2026-11-27T11:30:00.000Z");
    await addMarketingContact({
      ctx: testContext(),
      email: "jana@example.cz",
      origin: "welcome",
      now,
    });
    expect(thirdPartyCalls).toEqual([
      {
        url: `${MARKETING_AUTOMATION_URL}/api/contacts`,
        authorization: BASIC,
        body: {
          accountId: MARKETING_AUTOMATION_ACCOUNT_ID,
          email: "jana@example.cz",
          origin: "welcome",
          isOptedIn: false,
          forceDoubleReOptIn: true,
          columns: {
            gdpr_marketing_parent: "newsletter",
            gdpr_marketing_date: "2026-11-27T11:30:00.000Z",
          },
        },
      },
    ]);
  });

  test("unconfigured, or with any part missing, calls nobody", async () => {
    for (const missing of Object.keys(MARKETING_TEST_ENV)) {
      const { addMarketingContact, sendMarketingEvent } = await load({
        ...MARKETING_TEST_ENV,
        [missing]: "",
      });
      const ctx = testContext();
      await addMarketingContact({ ctx, email: "jana@example.cz", origin: "footer" });
      await sendMarketingEvent({ ctx, event: "cart", data: {} });
    }
    expect(thirdPartyCalls).toEqual([]);
  });

  test("a refusal, an outage or a slow service is a warning, never the shopper's error", async () => {
    const { addMarketingContact } = await load();
    const warn = await warnings();
    const ctx = testContext();
    const contacts = `${MARKETING_AUTOMATION_URL}/api/contacts`;

    mockServer.use(http.post(contacts, () => HttpResponse.json({}, { status: 500 })));
    await expect(
      addMarketingContact({ ctx, email: "jana@example.cz", origin: "footer" }),
    ).resolves.toBeUndefined();
    mockServer.use(http.post(contacts, () => HttpResponse.error()));
    await addMarketingContact({ ctx, email: "jana@example.cz", origin: "footer" });
    mockServer.use(
      http.post(contacts, async () => {
        await delay(5000);
        return HttpResponse.json({});
      }),
    );
    const started = Date.now();
    await addMarketingContact({ ctx, email: "jana@example.cz", origin: "footer" });
    expect(Date.now() - started).toBeLessThan(2000);

    const outcomes = warn.mock.calls.map(([, fields]) => fields?.outcome);
    expect(outcomes).toEqual(["status 500", "unreachable", "timeout"]);
    // The address is personal data: the log names the service and the status only.
    expect(JSON.stringify(warn.mock.calls)).not.toContain("jana@example.cz");
  });
});

describe("sendMarketingEvent", () => {
  test("sends the event with the visitor, the e-mail when known and the data", async () => {
    const { sendMarketingEvent } = await load();
    const ctx = testContext();
    await sendMarketingEvent({
      ctx,
      event: "product_view",
      visitorId: "v-1",
      data: { productId: 1001 },
    });
    await sendMarketingEvent({ ctx, event: "contact_pairing", email: "jana@example.cz", data: {} });
    expect(thirdPartyCalls).toEqual([
      {
        url: `${MARKETING_AUTOMATION_URL}/api/events`,
        authorization: BASIC,
        body: {
          accountId: MARKETING_AUTOMATION_ACCOUNT_ID,
          event: "product_view",
          visitorId: "v-1",
          data: { productId: 1001 },
        },
      },
      {
        url: `${MARKETING_AUTOMATION_URL}/api/events`,
        authorization: BASIC,
        body: {
          accountId: MARKETING_AUTOMATION_ACCOUNT_ID,
          event: "contact_pairing",
          email: "jana@example.cz",
          data: {},
        },
      },
    ]);
  });
});
