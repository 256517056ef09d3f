import { decode } from "bysquare/pay";
import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { testContext } from "#bff/mocks/context.ts";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";
import { STORE_ORDER } from "#bff/mocks/store-fixtures.ts";

import { checkoutFinishedPage, orderPaymentState, qrCode } from "./checkout-finished.ts";

setUpMockUpstreams();

const guest = testContext();
const CARD_ORDER = {
  ...STORE_ORDER,
  payment: {
    id: 1,
    type: "CARD_ONLINE" as const,
    name: "Platba kartou online",
    bankTransfer: null,
  },
  paymentStatus: "cancelled" as const,
  paymentUrl: "http://store.test/gateway/order-token-1",
};

function orderByToken(order: object) {
  mockServer.use(
    http.get(storeUrl("/api/v1/orders/token/:token"), () => HttpResponse.json({ data: order })),
  );
}

describe("checkoutFinishedPage", () => {
  test("the order by token with items, prices, shipping and the bank transfer's QR Platba", async () => {
    const page = await checkoutFinishedPage({ ctx: guest, key: { token: "order-token-1" } });
    if (page.kind !== "order") throw new Error("the order was not found");
    const { order } = page;
    expect(order.code).toBe("2025000001");
    expect(order.items).toHaveLength(1);
    expect(order.summary).toMatchObject({
      shipping: { withTax: 79, free: false },
      totalWithTax: 2548,
      roundingWithTax: null,
    });
    expect(order.branch?.name).toBe("Trafika, Praha, Vodičkova 12");
    expect(order.bankTransfer).toMatchObject({
      variableSymbol: "2025000001",
      qr: {
        standard: "spayd",
        payload:
          "SPD*1.0*ACC:CZ6520100000002001234567*AM:2548.00*CC:CZK*X-VS:2025000001*MSG:Objednávka 2025000001",
      },
    });
    expect(order.bankTransfer?.qr?.size).toBeGreaterThan(20);
    expect(order.payable).toBe(false);
  });

  test("a bank transfer in euros carries PAY by square, which Slovak banking apps read", async () => {
    orderByToken({
      ...STORE_ORDER,
      currencyCode: "EUR",
      payment: {
        ...STORE_ORDER.payment,
        bankTransfer: {
          accountNumber: "2801234567/2010",
          iban: "CZ1120100000002801234567",
          accountName: "Amoris s.r.o.",
          variableSymbol: "2025000001",
          amount: 101.92,
          qrPayload: "",
        },
      },
    });
    const page = await checkoutFinishedPage({ ctx: guest, key: { token: "order-token-1" } });
    if (page.kind !== "order") throw new Error("the order was not found");
    const qr = page.order.bankTransfer?.qr;
    expect(qr?.standard).toBe("paybysquare");
    const decoded = decode(qr?.payload ?? "");
    expect(decoded.payments[0]).toMatchObject({
      amount: 101.92,
      currencyCode: "EUR",
      variableSymbol: "2025000001",
      bankAccounts: [{ iban: "CZ1120100000002801234567" }],
      beneficiary: { name: "Amoris s.r.o." },
    });
  });

  test("a token the store does not know is no order, not an error", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/orders/token/:token"), () =>
        HttpResponse.json({ errors: [{ title: "Objednávka nebyla nalezena" }] }, { status: 404 }),
      ),
    );
    expect(await checkoutFinishedPage({ ctx: guest, key: { token: "unknown-token" } })).toEqual({
      kind: "not_found",
    });
  });

  test("by code only for a logged-in customer", async () => {
    expect(await checkoutFinishedPage({ ctx: guest, key: { code: "2025000001" } })).toEqual({
      kind: "not_found",
    });
    const page = await checkoutFinishedPage({
      ctx: testContext({ authToken: "customer-token-1" }),
      key: { code: "2025000001" },
    });
    expect(page.kind).toBe("order");
  });

  test("an unpaid card payment may be paid again", async () => {
    orderByToken(CARD_ORDER);
    const page = await checkoutFinishedPage({ ctx: guest, key: { token: "order-token-1" } });
    expect(page).toMatchObject({
      kind: "order",
      order: { payable: true, bankTransfer: null, payment: { status: "cancelled" } },
    });
  });
});

describe("orderPaymentState", () => {
  test("the store's payment state and the gateway for another attempt", async () => {
    orderByToken(CARD_ORDER);
    expect(await orderPaymentState({ ctx: guest, token: "order-token-1" })).toEqual({
      code: "2025000001",
      token: "order-token-1",
      locale: null,
      status: "cancelled",
      paymentUrl: CARD_ORDER.paymentUrl,
    });
  });

  test("a paid order has nothing left to pay", async () => {
    orderByToken({ ...CARD_ORDER, paymentStatus: "paid", paymentUrl: null });
    expect(await orderPaymentState({ ctx: guest, token: "order-token-1" })).toMatchObject({
      status: "paid",
      paymentUrl: null,
    });
  });
});

describe("qrCode", () => {
  test("draws the dark modules as rectangles of one path", () => {
    const code = qrCode("SPD*1.0*ACC:CZ6520100000002001234567*AM:2548.00*CC:CZK");
    expect(code.size % 4).toBe(1);
    // The top-left finder pattern starts with a run of seven dark modules.
    expect(code.path.startsWith("M0 0h7v1h-7z")).toBe(true);
  });
});

test("dependency depth 1: the order and the currencies it is written in, at once", async () => {
  const paths: Array<string> = [];
  const record = ({ request }: { request: Request }) => paths.push(new URL(request.url).pathname);
  mockServer.events.on("request:start", record);
  try {
    await checkoutFinishedPage({ ctx: guest, key: { token: "order-token-1" } });
  } finally {
    mockServer.events.removeListener("request:start", record);
  }
  expect(paths.toSorted()).toEqual(["/api/v1/currencies", "/api/v1/orders/token/order-token-1"]);
});
