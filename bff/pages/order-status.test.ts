import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { STORE_OWN_BRANCHES } from "#bff/mocks/branches.ts";
import { testContext } from "#bff/mocks/context.ts";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";
import { STORE_ORDER_STATUS } from "#bff/mocks/store-fixtures.ts";

import { orderStatusPage } from "./order-status.ts";

setUpMockUpstreams();

const ctx = testContext();
const EMAIL = "jana@example.cz";

/** The store's look-up by code, answering only the order's own e-mail. */
function storeKnows(email: string, status = STORE_ORDER_STATUS.data) {
  const asked: Array<string | null> = [];
  mockServer.use(
    http.get(storeUrl("/api/v1/orders/code/:code"), ({ request, params }) => {
      const sent = new URL(request.url).searchParams.get("email");
      asked.push(sent);
      return params.code === status.code && sent === email
        ? HttpResponse.json({ data: status })
        : HttpResponse.json({ errors: [{ title: "Objednávka nebyla nalezena" }] }, { status: 404 });
    }),
  );
  return asked;
}

describe("orderStatusPage", () => {
  test("the order by its code and e-mail: where it stands, nothing about the customer", async () => {
    const asked = storeKnows(EMAIL);
    const page = await orderStatusPage({ ctx, code: "2025000001", email: EMAIL });
    expect(asked).toEqual([EMAIL]);
    expect(page).toEqual({
      kind: "found",
      order: {
        code: "2025000001",
        createdAt: STORE_ORDER_STATUS.data.createdAt,
        status: STORE_ORDER_STATUS.data.status,
        paymentStatus: STORE_ORDER_STATUS.data.paymentStatus,
        shipper: "Zásilkovna – výdejní místo",
        deliveryDate: "2025-01-16",
        deliveryTime: null,
        pickupShop: null,
        total: "2\u00a0548,00\u00a0Kč",
      },
    });
  });

  test("a chosen time slot is the delivery: its day and hours, not the shipper's nearest day", async () => {
    storeKnows(EMAIL, {
      ...STORE_ORDER_STATUS.data,
      deliveryDate: "2025-01-16",
      deliveryTime: { date: "2025-01-17", from: "20:00", to: "22:00" },
    });
    const page = await orderStatusPage({ ctx, code: "2025000001", email: EMAIL });
    expect(page).toMatchObject({
      order: {
        deliveryDate: "2025-01-17",
        deliveryTime: { date: "2025-01-17", from: "20:00", to: "22:00" },
      },
    });
  });

  test("a shipped order is delivered from the carrier's day on, and says that day", async () => {
    // Promised for the 16th, shipped late: the carrier's day (18th) is the one stated.
    storeKnows(EMAIL, { ...STORE_ORDER_STATUS.data, status: "shipped", deliveredOn: "2025-01-18" });
    const onTheWay = await orderStatusPage({
      ctx,
      code: "2025000001",
      email: EMAIL,
      now: new Date("2025-01-17T10:00:00Z"),
    });
    expect(onTheWay).toMatchObject({ order: { status: "shipped", deliveryDate: "2025-01-18" } });
    const delivered = await orderStatusPage({
      ctx,
      code: "2025000001",
      email: EMAIL,
      now: new Date("2025-01-18T10:00:00Z"),
    });
    expect(delivered).toMatchObject({ order: { status: "delivered", deliveryDate: "2025-01-18" } });
  });

  test("a pickup at a closed shop states the shop's first open day, as the finished page does", async () => {
    const closedShop = STORE_OWN_BRANCHES.find((record) => record.id === 6);
    storeKnows(EMAIL, {
      ...STORE_ORDER_STATUS.data,
      shipper: { code: "osobni-odber", name: "Osobní odběr", type: "PERSONAL" },
      // The fixtures' České Budějovice shop is closed 10 to 20 May 2026.
      deliveryDate: "2026-05-14",
      branch: closedShop,
    });
    const page = await orderStatusPage({
      ctx,
      code: "2025000001",
      email: EMAIL,
      now: new Date("2026-05-12T08:00:00Z"),
    });
    expect(page).toMatchObject({
      order: { deliveryDate: "2026-05-21", pickupShop: "Prodejna České Budějovice" },
    });
  });

  test("a wrong e-mail and an unknown code are both not found", async () => {
    storeKnows(EMAIL);
    expect(await orderStatusPage({ ctx, code: "2025000001", email: "eva@example.cz" })).toEqual({
      kind: "not_found",
    });
    expect(await orderStatusPage({ ctx, code: "2025999999", email: EMAIL })).toEqual({
      kind: "not_found",
    });
  });

  test("a cancelled order expects no delivery; a total in euros reads in euros", async () => {
    storeKnows(EMAIL, {
      ...STORE_ORDER_STATUS.data,
      status: "cancelled",
      currencyCode: "EUR",
      prices: { totalWithTax: 101.5 },
    });
    const page = await orderStatusPage({ ctx, code: "2025000001", email: EMAIL });
    expect(page).toMatchObject({ order: { deliveryDate: null, total: "101,50\u00a0€" } });
  });

  test("a store that cannot answer throws its error", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/orders/code/:code"), () => HttpResponse.json({}, { status: 503 })),
    );
    await expect(orderStatusPage({ ctx, code: "2025000001", email: EMAIL })).rejects.toMatchObject({
      kind: "upstream",
    });
  });
});
