import { runInNewContext } from "node:vm";

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { type Sandbox, startSandbox } from "#sandbox/start.ts";

import { browserScript } from "./browser-scripts.ts";
import { MARKETING_AUTOMATION_ACCOUNT } from "./marketing-automation.ts";
import { SHOP_CERTIFICATION_API_KEY } from "./shop-certification.ts";

// A sandbox of its own: clearing what the fakes received must not disturb other test files.
let sandbox: Sandbox;
let storeUrl: string;
beforeAll(async () => {
  sandbox = await startSandbox({ dbPath: ":memory:", testControls: true });
  storeUrl = sandbox.storeUrl;
});
afterAll(async () => {
  await sandbox.close();
});
const { accountId, user, password } = MARKETING_AUTOMATION_ACCOUNT;
const BASIC = `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

const CONTACT = {
  accountId,
  email: "jana@example.cz",
  origin: "welcome",
  isOptedIn: false,
  forceDoubleReOptIn: true,
  columns: { gdpr_marketing_parent: "newsletter", gdpr_marketing_date: "2026-11-27T12:00:00.000Z" },
};

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${storeUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function received(vendor: string): Promise<Array<{ path: string; body: unknown }>> {
  const answer = await fetch(`${storeUrl}/__sandbox/third-parties?vendor=${vendor}`);
  expect(answer.status).toBe(200);
  const { data } = (await answer.json()) as { data: Array<{ path: string; body: unknown }> };
  return data;
}

beforeEach(async () => {
  const cleared = await fetch(`${storeUrl}/__sandbox/third-parties`, { method: "DELETE" });
  if (cleared.status !== 204) throw new Error(`clearing answered ${cleared.status}`);
});

describe("test controls", () => {
  it("list and forget what the fakes received only behind the switch", async () => {
    const closed = await startSandbox({ dbPath: ":memory:", testControls: false });
    try {
      expect((await fetch(`${closed.storeUrl}/__sandbox/third-parties`)).status).toBe(404);
      const clear = await fetch(`${closed.storeUrl}/__sandbox/third-parties`, { method: "DELETE" });
      expect(clear.status).toBe(404);
    } finally {
      await closed.close();
    }
    expect((await fetch(`${storeUrl}/__sandbox/third-parties?vendor=tracker`)).status).toBe(400);
  });
});

describe("marketing automation", () => {
  it("adds a contact with the right basic auth and keeps it, with when it came", async () => {
    const answer = await post("/marketing-automation/api/contacts", CONTACT, {
      authorization: BASIC,
    });
    expect(answer.status).toBe(201);
    const calls = await received("marketing-automation");
    expect(calls).toEqual([
      {
        vendor: "marketing-automation",
        path: "/api/contacts",
        body: CONTACT,
        receivedAt: expect.any(String),
      },
    ]);
  });

  it("answers 401 without the right credentials and keeps nothing", async () => {
    expect((await post("/marketing-automation/api/contacts", CONTACT)).status).toBe(401);
    const wrong = `Basic ${Buffer.from(`${user}:nope`).toString("base64")}`;
    const refused = await post("/marketing-automation/api/events", {}, { authorization: wrong });
    expect(refused.status).toBe(401);
    expect(await received("marketing-automation")).toEqual([]);
  });

  it("refuses a contact or an event off the contract, and junk, with 4xx", async () => {
    const auth = { authorization: BASIC };
    const optedIn = { ...CONTACT, isOptedIn: true };
    expect((await post("/marketing-automation/api/contacts", optedIn, auth)).status).toBe(422);
    const extra = { ...CONTACT, phone: "+420601234567" };
    expect((await post("/marketing-automation/api/contacts", extra, auth)).status).toBe(422);
    const localTime = {
      ...CONTACT,
      columns: { ...CONTACT.columns, gdpr_marketing_date: "27. 11. 2026" },
    };
    expect((await post("/marketing-automation/api/contacts", localTime, auth)).status).toBe(422);
    const unknown = { accountId, event: "page_view", data: {} };
    expect((await post("/marketing-automation/api/events", unknown, auth)).status).toBe(422);
    expect((await post("/marketing-automation/api/events", "{not json", auth)).status).toBe(400);
    const huge = { accountId, event: "cart", data: { x: "x".repeat(20_000) } };
    expect((await post("/marketing-automation/api/events", huge, auth)).status).toBe(413);
    expect(await received("marketing-automation")).toEqual([]);
  });

  it("takes the shop's events, newest last", async () => {
    const auth = { authorization: BASIC };
    const order = { accountId, event: "order", visitorId: "v1", data: { code: "2026000100" } };
    const pairing = { accountId, event: "contact_pairing", email: "jana@example.cz", data: {} };
    expect((await post("/marketing-automation/api/events", order, auth)).status).toBe(202);
    expect((await post("/marketing-automation/api/events", pairing, auth)).status).toBe(202);
    expect((await received("marketing-automation")).map((call) => call.body)).toEqual([
      order,
      pairing,
    ]);
  });
});

describe("shop certification", () => {
  const ORDER = { email: "jana@example.cz", orderId: "2026000100", productItemIds: ["10361"] };

  it("logs an order with the known key, refuses any other key with 401", async () => {
    const logged = await post("/shop-certification/api/orders", {
      apiKey: SHOP_CERTIFICATION_API_KEY,
      ...ORDER,
    });
    expect(logged.status).toBe(200);
    const refused = await post("/shop-certification/api/orders", { apiKey: "guess", ...ORDER });
    expect(refused.status).toBe(401);
    expect((await post("/shop-certification/api/orders", ORDER)).status).toBe(401);
    const calls = await received("shop-certification");
    expect(calls.map((call) => call.body)).toEqual([
      { apiKey: SHOP_CERTIFICATION_API_KEY, ...ORDER },
    ]);
  });
});

describe("browser scripts", () => {
  it("serves each vendor's script as uncached JavaScript, and 404 for others", async () => {
    for (const vendor of ["price-comparison", "affiliate", "performance-monitoring"]) {
      const answer = await fetch(`${storeUrl}/third-party/${vendor}.js`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toMatch(/^text\/javascript\b/);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(await answer.text()).toContain(`/third-party/${vendor}/received`);
    }
    expect((await fetch(`${storeUrl}/third-party/tracker.js`)).status).toBe(404);
    expect((await fetch(`${storeUrl}/third-party/affiliate`)).status).toBe(404);
  });

  it("records a beacon's text/plain JSON under its vendor; junk gets 4xx", async () => {
    const beacon = (vendor: string, body: string) =>
      fetch(`${storeUrl}/third-party/${vendor}/received`, {
        method: "POST",
        headers: { "content-type": "text/plain;charset=UTF-8" },
        body,
      });
    const sent = {
      command: "conversion",
      data: { orderId: "2026000100" },
      page: "http://shop.test/",
    };
    expect((await beacon("price-comparison", JSON.stringify(sent))).status).toBe(204);
    expect((await beacon("price-comparison", "{broken")).status).toBe(400);
    expect((await beacon("price-comparison", JSON.stringify({ command: 1 }))).status).toBe(400);
    expect((await beacon("tracker", JSON.stringify(sent))).status).toBe(404);
    expect((await beacon("affiliate", "x".repeat(10_000))).status).toBe(413);
    expect((await received("price-comparison")).map((call) => call.body)).toEqual([sent]);
    expect(await received("affiliate")).toEqual([]);
  });

  it("sends the queued commands, then every later push at once, to its own origin", () => {
    const beacons: Array<{ url: string; body: unknown }> = [];
    const window: Record<string, unknown> = {
      __affiliate: [{ command: "pageView", campaignId: "cs-1" }, { notACommand: true }],
    };
    const sandbox = {
      URL,
      window,
      document: { currentScript: { src: "https://partner.test/third-party/affiliate.js?v=1" } },
      location: { href: "https://shop.test/kosik" },
      navigator: {
        sendBeacon: (url: string, body: string) => {
          beacons.push({ url, body: JSON.parse(body) as unknown });
          return true;
        },
      },
    };
    runInNewContext(browserScript("affiliate"), sandbox);
    (window.__affiliate as Array<unknown>).push({ command: "order", orderId: "2026000100" });
    expect(beacons).toEqual([
      {
        url: "https://partner.test/third-party/affiliate/received",
        body: {
          command: "pageView",
          data: { campaignId: "cs-1" },
          page: "https://shop.test/kosik",
        },
      },
      {
        url: "https://partner.test/third-party/affiliate/received",
        body: {
          command: "order",
          data: { orderId: "2026000100" },
          page: "https://shop.test/kosik",
        },
      },
    ]);
  });

  it("makes the queue itself when the page made none", async () => {
    const beacons: Array<string> = [];
    const window: Record<string, unknown> = {};
    runInNewContext(browserScript("performance-monitoring"), {
      URL,
      window,
      document: {
        currentScript: { src: "http://127.0.0.1/third-party/performance-monitoring.js" },
      },
      location: { href: "http://127.0.0.1/" },
      navigator: { sendBeacon: (_url: string, body: string) => beacons.push(body) },
    });
    (window.__performanceMonitoring as Array<unknown>).push({ command: "init", key: "k" });
    expect(beacons).toHaveLength(1);
  });
});
