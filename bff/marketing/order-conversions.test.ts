import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";

import { testContext } from "#bff/mocks/context.ts";
import {
  CERTIFICATION_TEST_ENV,
  MARKETING_TEST_ENV,
  thirdPartyCalls,
} from "#bff/mocks/marketing.ts";
import { setUpMockUpstreams } from "#bff/mocks/server.ts";
import { STORE_ORDER } from "#bff/mocks/store-fixtures.ts";
import { OrderSchema } from "#bff/store/schemas.ts";

import { orderPurchase } from "./order-conversions.ts";

setUpMockUpstreams();

beforeEach(() => {
  thirdPartyCalls.length = 0;
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The reporter with both services configured, and its memory of codes new. */
async function load() {
  for (const [name, value] of Object.entries({
    ...MARKETING_TEST_ENV,
    ...CERTIFICATION_TEST_ENV,
  })) {
    vi.stubEnv(name, value);
  }
  vi.resetModules();
  return import("./order-conversions.ts");
}

/** An order of two lines, 79 Kč shipping and 39 Kč for cash on delivery. */
const ORDER = OrderSchema.parse({
  ...STORE_ORDER,
  code: "2026000100",
  items: [
    {
      ...STORE_ORDER.items[0],
      productId: 1001,
      variantId: 10011,
      amount: 2,
      prices: { ...STORE_ORDER.items[0]?.prices, unitWithTax: 499 },
    },
    {
      ...STORE_ORDER.items[0],
      id: "line-2",
      productId: 1036,
      variantId: 10361,
      amount: 1,
      prices: { ...STORE_ORDER.items[0]?.prices, unitWithTax: 179 },
    },
  ],
  prices: {
    ...STORE_ORDER.prices,
    itemsWithTax: 1177,
    shipperPriceWithTax: 79,
    paymentPriceWithTax: 39,
    totalWithTax: 1295,
  },
});

const PURCHASE = orderPurchase(ORDER);

const eventsSent = () => thirdPartyCalls.filter((call) => call.url.endsWith("/api/events"));
const certificationsSent = () => thirdPartyCalls.filter((call) => call.url.endsWith("/api/orders"));

describe("orderPurchase", () => {
  test("its revenue is the total with tax, shipping and payment included", () => {
    expect(PURCHASE).toEqual({
      code: "2026000100",
      email: ORDER.customer.email,
      currency: "CZK",
      revenue: 1295,
      items: [
        { productId: 1001, variantId: 10011, quantity: 2, unitPrice: 499 },
        { productId: 1036, variantId: 10361, quantity: 1, unitPrice: 179 },
      ],
    });
    expect(PURCHASE.revenue).toBe(1177 + 79 + 39);
  });
});

describe("reportPlacedOrder", () => {
  test("with both consents: one order event and one certification", async () => {
    const { reportPlacedOrder } = await load();
    await reportPlacedOrder({
      ctx: testContext(),
      purchase: PURCHASE,
      marketingConsent: true,
      surveyConsent: true,
      visitorId: "v-1",
    });
    expect(eventsSent().map((call) => call.body)).toEqual([
      {
        accountId: MARKETING_TEST_ENV.MARKETING_AUTOMATION_ACCOUNT_ID,
        event: "order",
        visitorId: "v-1",
        email: ORDER.customer.email,
        data: {
          code: "2026000100",
          revenue: 1295,
          currency: "CZK",
          items: PURCHASE.items,
        },
      },
    ]);
    expect(certificationsSent().map((call) => call.body)).toEqual([
      {
        apiKey: CERTIFICATION_TEST_ENV.SHOP_CERTIFICATION_API_KEY,
        email: ORDER.customer.email,
        orderId: "2026000100",
        productItemIds: ["10011", "10361"],
      },
    ]);
  });

  test("sends once per order code, however often and however concurrently asked", async () => {
    const { reportPlacedOrder } = await load();
    const report = () =>
      reportPlacedOrder({
        ctx: testContext(),
        purchase: PURCHASE,
        marketingConsent: true,
        surveyConsent: true,
        visitorId: null,
      });
    await Promise.all([report(), report()]);
    await report();
    expect(eventsSent()).toHaveLength(1);
    expect(certificationsSent()).toHaveLength(1);
    await reportPlacedOrder({
      ctx: testContext(),
      purchase: { ...PURCHASE, code: "2026000101" },
      marketingConsent: true,
      surveyConsent: false,
      visitorId: null,
    });
    expect(eventsSent()).toHaveLength(2);
  });

  test("no marketing consent, no event; no survey consent, no certification", async () => {
    const { reportPlacedOrder } = await load();
    await reportPlacedOrder({
      ctx: testContext(),
      purchase: PURCHASE,
      marketingConsent: false,
      surveyConsent: true,
      visitorId: "v-1",
    });
    await reportPlacedOrder({
      ctx: testContext(),
      purchase: { ...PURCHASE, code: "2026000102" },
      marketingConsent: false,
      surveyConsent: false,
      visitorId: "v-1",
    });
    expect(eventsSent()).toEqual([]);
    expect(certificationsSent()).toHaveLength(1);
  });
});
