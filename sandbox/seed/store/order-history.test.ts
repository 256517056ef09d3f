import { describe, expect, it } from "vitest";

import { OrderSchema } from "#bff/store/schemas.ts";
import { requireCurrency } from "#sandbox/catalog/currencies.ts";
import { openDatabase } from "#sandbox/db/open.ts";
import { seedDatabase } from "#sandbox/seed/seed.ts";
import { creditBalance, findUserByEmail } from "#sandbox/store/accounts.ts";
import { addItem, createCart } from "#sandbox/store/cart.ts";
import { checkoutCart } from "#sandbox/store/checkout.ts";
import { orderJson, placeOrder, userOrders } from "#sandbox/store/orders.ts";
import { orderPayload } from "#sandbox/store/test-store.ts";

import { CLAIMS_CUSTOMER_EMAIL } from "./claimable-orders.ts";
import { ORDER_HISTORY_EMAIL } from "./order-history.ts";

/** The demo customer's seeded order history, as the account journeys read it. */

const db = openDatabase(":memory:");
seedDatabase(db);
const marie = findUserByEmail(db, ORDER_HISTORY_EMAIL);
const { rows, total } = userOrders(db, marie?.id ?? 0, 1, 100);
// Parsed as the storefront reads them, so the seeded orders keep the contract's shape.
const orders = rows.map((row) => OrderSchema.parse(orderJson(row, "http://store.test")));

describe("order history seed", () => {
  it("gives Marie twelve orders, newest first, in every state the store knows", () => {
    expect(marie).toMatchObject({ first_name: "Marie", last_name: "Svobodová" });
    expect(total).toBe(12);
    const times = orders.map((order) => order.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(orders.map((order) => order.status))).toEqual(
      new Set(["new", "paid", "shipped", "cancelled"]),
    );
    expect(new Set(orders.map((order) => order.code)).size).toBe(12);
    for (const order of orders) expect(order.code).toMatch(/^20\d{8}$/);
  });

  it("leaves one card payment and one bank transfer unpaid", () => {
    const unpaid = orders.filter(
      (order) => order.status === "new" && order.paymentStatus === "pending",
    );
    const card = unpaid.find((order) => order.payment.type === "CARD_ONLINE");
    expect(card?.paymentUrl).toBe(`http://store.test/gateway/${card?.token}`);
    const transfer = unpaid.find((order) => order.payment.type === "BANK_TRANSFER");
    expect(transfer?.payment.bankTransfer).toMatchObject({
      variableSymbol: transfer?.code,
      qrPayload: expect.stringContaining(`X-VS:${transfer?.code}`),
    });
    // Only a live order is offered to pay again.
    const cancelledCard = orders.find(
      (order) => order.status === "cancelled" && order.payment.type === "CARD_ONLINE",
    );
    expect(cancelledCard?.paymentUrl).toBeNull();
  });

  it("varies shipping and payment and has a coupon, credits, a gift and another address", () => {
    expect(new Set(orders.map((order) => order.shipper.code)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(orders.map((order) => order.payment.type))).toEqual(
      new Set(["CARD_ONLINE", "BANK_TRANSFER", "CASH_ON_DELIVERY", "IN_STORE"]),
    );
    expect(
      orders.some((order) => order.couponCode && (order.prices.discountWithTax ?? 0) > 0),
    ).toBe(true);
    expect(orders.some((order) => (order.prices.creditsWithTax ?? 0) > 0)).toBe(true);
    expect(orders.some((order) => order.gifts.length > 0)).toBe(true);
    expect(
      orders.some(
        (order) =>
          order.shippingAddress && order.shippingAddress.street !== order.billingAddress.street,
      ),
    ).toBe(true);
  });

  it("orders real seeded products that have images", () => {
    const missing = db
      .prepare(
        `SELECT i.variant_id FROM order_items i JOIN orders o ON o.id = i.order_id
         LEFT JOIN products p ON p.id = i.product_id
         LEFT JOIN images img ON img.file_key = p.image_key
         WHERE o.user_id = ? AND img.file_key IS NULL`,
      )
      .all(marie?.id);
    expect(missing).toEqual([]);
    for (const order of orders) expect(order.items.length).toBeGreaterThan(0);
  });

  it("books credits as the store does: spent on placing, earned by shipping", () => {
    const entries = db
      .prepare("SELECT reason, count(*) AS n FROM credit_entries WHERE user_id = ? GROUP BY 1")
      .all(marie?.id);
    const shipped = orders.filter((order) => order.status === "shipped").length;
    expect(entries).toEqual(
      expect.arrayContaining([
        { reason: "welcome", n: 1 },
        { reason: "order", n: 1 },
        { reason: "loyalty", n: shipped },
      ]),
    );
    expect(creditBalance(db, marie?.id ?? 0)).toBe(826);
  });

  it("leaves no cart or mail behind and the other demo accounts without orders", () => {
    expect(db.prepare("SELECT count(*) FROM carts").pluck().get()).toBe(0);
    expect(db.prepare("SELECT count(*) FROM outbox").pluck().get()).toBe(0);
    // Besides Marie's history only the complaint and return journeys' customer has orders.
    const claims = findUserByEmail(db, CLAIMS_CUSTOMER_EMAIL);
    expect(
      db
        .prepare("SELECT count(*) FROM orders WHERE user_id NOT IN (?, ?)")
        .pluck()
        .get(marie?.id, claims?.id),
    ).toBe(0);
  });

  it("lets the running store place the next order with a fresh id and code", () => {
    const now = Date.UTC(2026, 11, 1, 9, 0);
    const cart = createCart(db, "CZK", now);
    addItem(db, cart, { variantId: 10121, amount: 2 }, now);
    const order = placeOrder(db, orderPayload("eva@example.cz"), {
      checkout: checkoutCart(db, cart, requireCurrency(db, "CZK"), now),
      user: undefined,
      groups: [],
      idempotencyKey: undefined,
      gatewayBaseUrl: "http://store.test",
      now,
    });
    // After Marie's twelve and the three orders of the complaint and return journeys.
    expect(order.id).toBe(16);
    expect(order.code).toBe("2026000016");
    expect(order.token).toMatch(/^[0-9a-f]{32}$/);
    expect(orders.map((seeded) => seeded.token)).not.toContain(order.token);
  });
});
