import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { BffError } from "#bff/errors.ts";
import { testContext } from "#bff/mocks/context.ts";
import { CART_WITH_OIL, CZK, EUR } from "#bff/mocks/fixtures.ts";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";
import { STORE_GLOBALS, STORE_OIL_LINE, STORE_ORDER } from "#bff/mocks/store-fixtures.ts";

import {
  accountDashboard,
  accountOrderPage,
  accountOrdersPage,
  downloadFilename,
  orderDownload,
  pageCount,
  reorder,
} from "./account-orders.ts";

setUpMockUpstreams();

const ctx = testContext({ authToken: "customer-token-1" });

/** The customer's orders as the store pages them, `total` of them in all. */
function ordersAnswer(count: number, total: number) {
  mockServer.use(
    http.get(storeUrl("/api/v1/user/orders"), ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get("page"));
      return HttpResponse.json({
        data: Array.from({ length: count }, (_, index) => ({
          ...STORE_ORDER,
          id: index + 1,
          code: `202500000${index + 1}`,
        })),
        meta: {
          pagination: { total, page, perPage: 10, lastPage: Math.max(1, Math.ceil(total / 10)) },
        },
      });
    }),
  );
}

function userOrder(order: Record<string, unknown>) {
  mockServer.use(
    http.get(storeUrl("/api/v1/user/orders/code/:code"), () =>
      HttpResponse.json({ data: { ...STORE_ORDER, ...order } }),
    ),
  );
}

async function failure(call: Promise<unknown>): Promise<BffError> {
  const error: unknown = await call.catch((reason: unknown) => reason);
  expect(error).toBeInstanceOf(BffError);
  return error as BffError;
}

describe("dashboard", () => {
  test("the three newest orders and how many there are", async () => {
    ordersAnswer(10, 12);
    const dashboard = await accountDashboard({ ctx });
    expect(dashboard.orderCount).toBe(12);
    expect(dashboard.recentOrders.map((order) => order.code)).toEqual([
      "2025000001",
      "2025000002",
      "2025000003",
    ]);
    expect(dashboard.recentOrders[0]).toEqual({
      id: 1,
      code: "2025000001",
      createdAt: "2025-01-15T09:00:00.000Z",
      status: "new",
      paymentStatus: "pending",
      totalWithTax: 2548,
      currency: CZK,
    });
  });
});

describe("an order's money is its own currency, whatever the page's", () => {
  test("a euro order listed and opened on a Czech page is written in euros", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/user/orders"), () =>
        HttpResponse.json({
          data: [{ ...STORE_ORDER, currencyCode: "EUR" }],
          meta: { pagination: { total: 1, page: 1, perPage: 10, lastPage: 1 } },
        }),
      ),
    );
    userOrder({ currencyCode: "EUR" });
    const czech = testContext({ authToken: "customer-token-1", locale: "cs", currency: "CZK" });
    expect((await accountOrdersPage({ ctx: czech, page: 1 })).orders[0]?.currency).toEqual(EUR);
    expect((await accountOrderPage({ ctx: czech, codeOrId: "2025000001" })).currency).toEqual(EUR);
  });

  test("a crown order opened on a Slovak page is written in crowns", async () => {
    userOrder({ currencyCode: "CZK" });
    const slovak = testContext({ authToken: "customer-token-1", locale: "sk", currency: "EUR" });
    expect((await accountOrderPage({ ctx: slovak, codeOrId: "2025000001" })).currency).toEqual(CZK);
  });

  test("a currency the store no longer lists is written as its language writes it", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/currencies"), () => HttpResponse.json({ data: [CZK] })),
    );
    userOrder({ currencyCode: "EUR" });
    const czech = testContext({ authToken: "customer-token-1", locale: "cs", currency: "CZK" });
    const { currency } = await accountOrderPage({ ctx: czech, codeOrId: "2025000001" });
    expect(currency).toMatchObject({ code: "EUR", symbol: "€", decimalPlaces: 2 });
  });
});

describe("order list (spec §9: 10 a page)", () => {
  test("the page count comes from meta.pagination.total", async () => {
    ordersAnswer(2, 12);
    const page = await accountOrdersPage({ ctx, page: 2 });
    expect(page).toMatchObject({ page: 2, pages: 2, total: 12 });
    expect(page.orders).toHaveLength(2);
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });

  test("asks the store for the page, 10 orders a page", async () => {
    let asked: string | null = null;
    mockServer.use(
      http.get(storeUrl("/api/v1/user/orders"), ({ request }) => {
        asked = new URL(request.url).search;
        return HttpResponse.json({
          data: [],
          meta: { pagination: { total: 0, page: 1, perPage: 10, lastPage: 1 } },
        });
      }),
    );
    expect(await accountOrdersPage({ ctx, page: 1 })).toEqual({
      orders: [],
      page: 1,
      pages: 1,
      total: 0,
    });
    expect(asked).toBe("?page=1&perPage=10");
  });

  test("a page past the last is not found", async () => {
    ordersAnswer(0, 12);
    const error = await failure(accountOrdersPage({ ctx, page: 3 }));
    expect(error.kind).toBe("not_found");
  });
});

describe("order detail", () => {
  test("items with images and links, the checkout's summary, the pickup point, the transfer", async () => {
    const order = await accountOrderPage({ ctx, codeOrId: "2025000001" });
    expect(order.items).toEqual([
      {
        id: "item-1",
        name: "Masážní olej Vanilka 200 ml",
        variantName: "200 ml",
        slug: "masazni-olej-vanilka-200-ml",
        variantId: 1011,
        amount: 2,
        unit: "ks",
        unitPrice: 1234.5,
        totalPrice: 2469,
        image: expect.objectContaining({
          src: expect.stringContaining("/image/w64h64/products/masazni-olej-vanilka.svg"),
          alt: "",
        }),
      },
    ]);
    expect(order.summary).toMatchObject({
      itemsWithTax: 2469,
      shipping: { withTax: 79 },
      totalWithTax: 2548,
      final: true,
    });
    expect(order.delivery).toEqual({
      kind: "branch",
      place: {
        name: "Trafika, Praha, Vodičkova 12",
        street: "Vodičkova 12",
        postcode: "110 00",
        city: "Praha",
        country: "Česko",
      },
    });
    expect(order.billingAddress).toMatchObject({ name: "Jana Nováková", street: "Husova 5" });
    expect(order.bankTransfer).toMatchObject({
      variableSymbol: "2025000001",
      qr: expect.objectContaining({ standard: "spayd" }),
    });
    expect(order.payAgainToken).toBeNull();
  });

  test("a shipped order is delivered from the carrier's day, listed and opened alike", async () => {
    const shipped = { status: "shipped", paymentStatus: "paid", deliveredOn: "2025-01-18" };
    mockServer.use(
      http.get(storeUrl("/api/v1/user/orders"), () =>
        HttpResponse.json({
          data: [{ ...STORE_ORDER, ...shipped }],
          meta: { pagination: { total: 1, page: 1, perPage: 10, lastPage: 1 } },
        }),
      ),
    );
    userOrder(shipped);
    const before = new Date("2025-01-17T10:00:00Z");
    const after = new Date("2025-01-18T10:00:00Z");
    expect((await accountOrdersPage({ ctx, page: 1, now: before })).orders[0]?.status).toBe(
      "shipped",
    );
    expect((await accountDashboard({ ctx, now: after })).recentOrders[0]?.status).toBe("delivered");
    const order = await accountOrderPage({ ctx, codeOrId: "2025000001", now: after });
    expect(order).toMatchObject({ status: "delivered", deliveryDate: "2025-01-18" });
  });

  test("a paid or cancelled order has nothing left to pay", async () => {
    userOrder({ paymentStatus: "paid", status: "paid" });
    expect((await accountOrderPage({ ctx, codeOrId: "2025000001" })).bankTransfer).toBeNull();
    userOrder({ status: "cancelled", paymentStatus: "cancelled" });
    expect((await accountOrderPage({ ctx, codeOrId: "2025000001" })).bankTransfer).toBeNull();
  });

  test("an unpaid card payment can be made again with the order's token", async () => {
    const card = {
      payment: { id: 1, type: "CARD_ONLINE", name: "Platba kartou online", bankTransfer: null },
      paymentStatus: "failed",
      paymentUrl: "http://store.test/gateway/order-token-1",
    };
    userOrder(card);
    const order = await accountOrderPage({ ctx, codeOrId: "2025000001" });
    expect(order.payAgainToken).toBe("order-token-1");
    expect(order.paymentName).toBe("Platba kartou online");
    userOrder({ ...card, status: "cancelled", paymentStatus: "cancelled" });
    expect((await accountOrderPage({ ctx, codeOrId: "2025000001" })).payAgainToken).toBeNull();
  });

  test("a delivery address; without the store's countries only the default one is named", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/countries"), () => HttpResponse.json({}, { status: 503 })),
    );
    userOrder({
      branch: null,
      shippingAddress: {
        name: "Lenka Svobodová",
        street: "Hlavná 5",
        city: "Košice",
        postcode: "040 01",
        countryCode: "SVK",
      },
    });
    const order = await accountOrderPage({ ctx, codeOrId: "2025000001" });
    expect(order.billingAddress.country).toBe("Česko");
    expect(order.delivery).toEqual({
      kind: "address",
      place: {
        name: "Lenka Svobodová",
        street: "Hlavná 5",
        postcode: "040 01",
        city: "Košice",
        country: null,
      },
    });
  });

  test("another customer's order is not found, by code and by id", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/user/orders/code/:code"), () =>
        HttpResponse.json({ errors: [{ title: "Objednávka nebyla nalezena" }] }, { status: 404 }),
      ),
      http.get(storeUrl("/api/v1/user/orders/:id"), () =>
        HttpResponse.json({ errors: [{ title: "Objednávka nebyla nalezena" }] }, { status: 404 }),
      ),
    );
    expect((await failure(accountOrderPage({ ctx, codeOrId: "77" }))).kind).toBe("not_found");
  });
});

describe("order exports (spec §2, §7)", () => {
  test("the items' CSV is streamed from the store under the order's id, named by its code", async () => {
    let asked: { path: string; accept: string | null } | null = null;
    mockServer.use(
      http.get(storeUrl("/api/v1/user/orders/:id/items/export"), ({ request }) => {
        asked = { path: new URL(request.url).pathname, accept: request.headers.get("accept") };
        return new HttpResponse("\uFEFFkod;nazev\r\nMO-101-200;Olej\r\n", {
          headers: { "content-type": "text/csv; charset=utf-8" },
        });
      }),
    );
    const download = await orderDownload({ ctx, codeOrId: "2025000001", kind: "items" });
    expect(download.filename).toBe("objednavka-2025000001.csv");
    expect(download.contentType).toBe("text/csv; charset=utf-8");
    // Byte for byte: the byte order mark Czech Excel needs stays.
    const bytes = await new Response(download.body).arrayBuffer();
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)).toBe(
      "\uFEFFkod;nazev\r\nMO-101-200;Olej\r\n",
    );
    expect(asked).toEqual({
      path: "/api/v1/user/orders/1/items/export",
      accept: "text/csv; charset=utf-8",
    });
  });

  test("the images' ZIP", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/user/orders/:id/items/images/export"), () =>
        HttpResponse.arrayBuffer(new Uint8Array([0x50, 0x4b, 3, 4]).buffer, {
          headers: { "content-type": "application/zip" },
        }),
      ),
    );
    const download = await orderDownload({ ctx, codeOrId: "2025000001", kind: "images" });
    expect(download).toMatchObject({
      filename: "objednavka-2025000001.zip",
      contentType: "application/zip",
    });
    expect(new Uint8Array(await new Response(download.body).arrayBuffer())).toEqual(
      new Uint8Array([0x50, 0x4b, 3, 4]),
    );
  });

  test("a file name carries nothing a header could be broken with", () => {
    expect(downloadFilename('2025"\r\nX-Evil: 1', "csv")).toBe("objednavka-2025X-Evil1.csv");
  });
});

describe("order again (spec §8, batch add)", () => {
  test("every line goes in one batch; the refused ones come back by name", async () => {
    let sent: unknown = null;
    mockServer.use(
      http.post(storeUrl("/api/v1/cart/items/batch"), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          data: { cart: CART_WITH_OIL, importIncomplete: 1 },
          errors: [{ field: "items.1.amount", title: "Není skladem" }],
          meta: { custom: "cart-token-2" },
        });
      }),
    );
    userOrder({
      items: [
        STORE_OIL_LINE,
        {
          ...STORE_OIL_LINE,
          id: "item-2",
          variantId: 10361,
          product: { ...STORE_OIL_LINE.product, name: "Intimní mycí gel Fresh 200 ml" },
        },
      ],
    });
    const result = await reorder({ ctx, codeOrId: "2025000001" });
    expect(sent).toEqual({
      items: [
        { id: 1011, amount: 2 },
        { id: 10361, amount: 2 },
      ],
    });
    expect(result).toEqual({
      outcome: {
        kind: "added",
        added: ["Masážní olej Vanilka 200 ml"],
        refused: [{ name: "Intimní mycí gel Fresh 200 ml", reason: "Není skladem" }],
      },
      cartToken: "cart-token-2",
    });
  });

  test("with shopping switched off nothing is sent", async () => {
    let batches = 0;
    mockServer.use(
      http.get(storeUrl("/api/v1/globals"), () =>
        HttpResponse.json({
          data: {
            ...STORE_GLOBALS.data,
            settings: { ...STORE_GLOBALS.data.settings, shopping_disabled: true },
          },
        }),
      ),
      http.post(storeUrl("/api/v1/cart/items/batch"), () => {
        batches += 1;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    expect((await reorder({ ctx, codeOrId: "2025000001" })).outcome).toEqual({
      kind: "shopping_disabled",
      text: "Nákup je dočasně vypnutý.",
    });
    expect(batches).toBe(0);
  });

  test("a 500 is a batch still being processed; an outage, a store that cannot answer", async () => {
    mockServer.use(
      http.post(storeUrl("/api/v1/cart/items/batch"), () => HttpResponse.json({}, { status: 500 })),
    );
    expect((await reorder({ ctx, codeOrId: "2025000001" })).outcome).toEqual({
      kind: "in_progress",
    });
    mockServer.use(http.post(storeUrl("/api/v1/cart/items/batch"), () => HttpResponse.error()));
    expect(await reorder({ ctx, codeOrId: "2025000001" })).toEqual({
      outcome: { kind: "unavailable" },
      cartToken: null,
    });
  });

  test("a batch refused whole (422) names its lines as the store did", async () => {
    mockServer.use(
      http.post(storeUrl("/api/v1/cart/items/batch"), () =>
        HttpResponse.json(
          { errors: [{ field: "items.0.amount", title: "Množství musí být celé číslo" }] },
          { status: 422 },
        ),
      ),
    );
    expect((await reorder({ ctx, codeOrId: "2025000001" })).outcome).toEqual({
      kind: "added",
      added: [],
      refused: [{ name: "Masážní olej Vanilka 200 ml", reason: "Množství musí být celé číslo" }],
    });
  });
});
