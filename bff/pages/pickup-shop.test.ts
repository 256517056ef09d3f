import { graphql, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { CMS_BRANCHES, STORE_OWN_BRANCHES } from "#bff/mocks/branches.ts";
import { testContext } from "#bff/mocks/context.ts";
import { mockServer, setUpMockUpstreams } from "#bff/mocks/server.ts";
import { personalPickupOrderHandlers } from "#bff/mocks/shop-stock.ts";
import { NO_CHOICES } from "#bff/rules/checkout-choices.ts";

import { accountOrderPage } from "./account-orders.ts";
import { checkoutFinishedPage } from "./checkout-finished.ts";
import { checkoutMethodsPage } from "./checkout-methods.ts";
import { toPickupShop } from "./pickup-shop.ts";

setUpMockUpstreams();

/** Tuesday 12 May 2026, 10:00 in Prague: the fixtures' České Budějovice shop is closed. */
const TUESDAY_MORNING = new Date("2026-05-12T08:00:00Z");

function store(id: number) {
  const record = STORE_OWN_BRANCHES.find((entry) => entry.id === id);
  if (!record) throw new Error(`no store branch ${id}`);
  return record;
}

describe("toPickupShop", () => {
  test("names the shop by its page, with the store's address, today and the week ahead", () => {
    const shop = toPickupShop(store(1), CMS_BRANCHES, TUESDAY_MORNING);
    expect(shop).toMatchObject({
      name: "Prodejna Praha Vinohrady",
      slug: "praha-vinohrady",
      address: { street: "Vinohradská 1234/56", postcode: "120 00", city: "Praha" },
      today: { date: "2026-05-12", day: 2, from: "09:00", to: "19:00" },
      openNow: true,
      closure: null,
    });
    expect(shop.week.map((day) => day.date)).toEqual([
      "2026-05-12",
      "2026-05-13",
      "2026-05-14",
      "2026-05-15",
      "2026-05-16",
      "2026-05-17",
      "2026-05-18",
    ]);
  });

  test("tells a temporarily closed shop", () => {
    const shop = toPickupShop(store(6), CMS_BRANCHES, TUESDAY_MORNING);
    expect(shop).toMatchObject({
      openNow: false,
      today: { from: null, to: null, source: "closure" },
      closure: { from: "2026-05-10", to: "2026-05-20", now: true },
    });
  });

  test("an order due during the closure can be picked up on the first open day after it", () => {
    // Closed 10 to 20 May 2026: the store's date, Thursday 14 May, moves on to Thursday 21 May.
    expect(toPickupShop(store(6), CMS_BRANCHES, TUESDAY_MORNING, "2026-05-14").readyOn).toBe(
      "2026-05-21",
    );
    // An open shop keeps the store's date.
    expect(toPickupShop(store(1), CMS_BRANCHES, TUESDAY_MORNING, "2026-05-14").readyOn).toBe(
      "2026-05-14",
    );
    expect(toPickupShop(store(1), CMS_BRANCHES, TUESDAY_MORNING).readyOn).toBeNull();
  });

  test("without a page: the store's name and weekly hours, and no link", () => {
    const shop = toPickupShop(store(8), CMS_BRANCHES, TUESDAY_MORNING);
    expect(shop).toMatchObject({
      name: "Prodejna Košice",
      slug: null,
      today: { from: "10:00", to: "18:00", source: "week" },
    });
    expect(toPickupShop(store(1), null, TUESDAY_MORNING).slug).toBeNull();
  });
});

describe("the pickup shop on the checkout's pages", () => {
  const ctx = testContext({ cartToken: "guest-token-abc123" });

  test("the methods step shows the chosen shop of a personal pickup", async () => {
    const page = await checkoutMethodsPage({
      ctx,
      choices: { ...NO_CHOICES, shipperId: 1, branchId: 1 },
      branchQuery: null,
      now: TUESDAY_MORNING,
    });
    expect(page.branches?.chosen?.id).toBe(1);
    expect(page.branches?.shop).toMatchObject({
      name: "Prodejna Praha Vinohrady",
      slug: "praha-vinohrady",
      openNow: true,
    });
  });

  test("a pick-up point of another shipper is no shop", async () => {
    const page = await checkoutMethodsPage({
      ctx,
      choices: { ...NO_CHOICES, shipperId: 2, branchId: 100 },
      branchQuery: null,
      now: TUESDAY_MORNING,
    });
    expect(page.branches?.chosen?.id).toBe(100);
    expect(page.branches?.shop).toBeNull();
  });

  test("the shop's page missing in the CMS still shows the store's shop", async () => {
    mockServer.use(graphql.query("BranchList", () => HttpResponse.json({}, { status: 503 })));
    const page = await checkoutMethodsPage({
      ctx,
      choices: { ...NO_CHOICES, shipperId: 1, branchId: 1 },
      branchQuery: null,
      now: TUESDAY_MORNING,
    });
    expect(page.branches?.shop).toMatchObject({ name: "Prodejna Praha", slug: null });
  });

  test("the finished page shows the shop the order is picked up at", async () => {
    mockServer.use(...personalPickupOrderHandlers);
    const page = await checkoutFinishedPage({
      ctx,
      key: { token: "order-token-1" },
      now: TUESDAY_MORNING,
    });
    expect(page.kind === "order" ? page.order.pickupShop : null).toMatchObject({
      name: "Prodejna Praha Vinohrady",
      slug: "praha-vinohrady",
    });
  });

  test("the finished page of a pick-up point order has no shop", async () => {
    const page = await checkoutFinishedPage({ ctx, key: { token: "order-token-1" } });
    expect(page.kind === "order" ? page.order.pickupShop : "no order").toBeNull();
  });

  test("the account's order detail shows the shop too", async () => {
    mockServer.use(...personalPickupOrderHandlers);
    const order = await accountOrderPage({
      ctx: testContext({ authToken: "access-token-1" }),
      codeOrId: "2025000001",
      now: TUESDAY_MORNING,
    });
    expect(order.pickupShop).toMatchObject({
      name: "Prodejna Praha Vinohrady",
      address: { city: "Praha" },
    });
    expect(order.delivery?.kind).toBe("branch");
  });
});
