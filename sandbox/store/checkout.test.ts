import { beforeEach, describe, expect, it } from "vitest";

import { requireCurrency } from "#sandbox/catalog/currencies.ts";
import { openDatabase, type Db } from "#sandbox/db/open.ts";
import { HttpError } from "#sandbox/http/errors.ts";
import { seedDatabase } from "#sandbox/seed/seed.ts";

import { findUser } from "./accounts.ts";
import { addItem, createCart, type CartRow } from "./cart.ts";
import { cartProblems, checkoutCart } from "./checkout.ts";
import { requireUsableCoupon } from "./coupons.ts";
import { placeOrder, type PlaceOrderInput } from "./orders.ts";
import { writeSetting } from "./settings.ts";
import { orderPayload } from "./test-store.ts";

const T0 = Date.UTC(2025, 0, 15, 9, 0, 0);
const AQUA = 10121;
let db: Db;
let cart: CartRow;

beforeEach(() => {
  db = openDatabase(":memory:");
  seedDatabase(db);
  cart = createCart(db, "CZK", T0);
});

const checkout = () => checkoutCart(db, cart, requireCurrency(db, "CZK"), T0);
const INPUT: PlaceOrderInput = orderPayload("jana@example.cz", "Jana Nováková");
const context = (key?: string) => ({
  checkout: checkout(),
  user: undefined,
  groups: [],
  idempotencyKey: key,
  gatewayBaseUrl: "http://store.test",
  now: T0,
});

describe("checkout rules", () => {
  it("refuses a cart under the minimum order value and when shopping is disabled", () => {
    addItem(db, cart, { variantId: AQUA, amount: 1 }, T0);
    expect(cartProblems(db, checkout(), undefined, [], T0)[0]?.field).toBe("minimum_order");
    writeSetting(db, "shopping_disabled", true);
    expect(cartProblems(db, checkout(), undefined, [], T0)[0]?.field).toBe("shopping_disabled");
  });

  it("checks coupons for expiry and minimum value", () => {
    expect(() => requireUsableCoupon(db, "LETO2024", 1000_00, T0)).toThrow("vypršela");
    expect(() => requireUsableCoupon(db, "JARO200", 500_00, T0)).toThrow(HttpError);
    expect(requireUsableCoupon(db, "sleva10", 100_00, T0).code).toBe("SLEVA10");
  });

  it("places one order per Idempotency-Key, empties the cart and takes the stock", () => {
    const orders = () => db.prepare("SELECT count(*) FROM orders").pluck().get() as number;
    // The seed's order history is there before any test order.
    const seeded = orders();
    addItem(db, cart, { variantId: AQUA, amount: 2 }, T0);
    const first = placeOrder(db, INPUT, context("key-1"));
    expect(first.payment).toMatchObject({ bankTransfer: { variableSymbol: first.code } });
    expect(checkout().json.items).toEqual([]);
    expect(placeOrder(db, INPUT, context("key-1")).id).toBe(first.id);
    expect(orders()).toBe(seeded + 1);
    expect(() => placeOrder(db, INPUT, context("key-2"))).toThrow(HttpError);
  });

  it("keeps the order's campaign and answers it with the order", () => {
    addItem(db, cart, { variantId: AQUA, amount: 2 }, T0);
    const utm = { utm_source: "newsletter", utm_medium: "email", utm_campaign: "jaro" };
    expect(placeOrder(db, { ...INPUT, utm }, context())).toHaveProperty("utm", utm);
    addItem(db, cart, { variantId: AQUA, amount: 2 }, T0);
    expect(placeOrder(db, INPUT, context())).toHaveProperty("utm", {});
  });

  it("scopes an Idempotency-Key to its cart", () => {
    addItem(db, cart, { variantId: AQUA, amount: 2 }, T0);
    const first = placeOrder(db, INPUT, context("shared-key"));
    cart = createCart(db, "CZK", T0);
    addItem(db, cart, { variantId: AQUA, amount: 2 }, T0);
    expect(placeOrder(db, INPUT, context("shared-key")).id).not.toBe(first.id);
  });

  it("checks the payload with the spec's form rules", () => {
    addItem(db, cart, { variantId: AQUA, amount: 2 }, T0);
    const fields = (input: PlaceOrderInput) => {
      try {
        placeOrder(db, input, context());
      } catch (error) {
        if (error instanceof HttpError) return error.errors.map((entry) => entry.field);
        throw error;
      }
      return [];
    };
    expect(
      fields({ ...INPUT, terms: false, email: "jana@", phone: "601234567", name: "Jana" }),
    ).toEqual(["terms", "email", "name", "phone"]);
    expect(fields({ ...INPUT, shipper_id: 2, payment_id: 1 })).toEqual(["branch_id"]);
    expect(
      fields({
        ...INPUT,
        business: { business_name: "Firma s.r.o.", TIN: "12345678" },
      }),
    ).toEqual(["business.TIN"]);
  });

  it("refuses a payment the shipper blocks", () => {
    addItem(db, cart, { variantId: AQUA, amount: 2 }, T0);
    expect(() =>
      placeOrder(db, { ...INPUT, shipper_id: 1, branch_id: 1, payment_id: 3 }, context()),
    ).toThrow("Tuto platbu");
    expect(findUser(db, 1)?.email).toBe("jana.novakova@example.cz");
  });
});

describe("an order with a delivery time slot", () => {
  /** The evening courier, whose slots are on its next five working days. */
  const EVENING_COURIER = 5;

  it("is delivered on the slot's day, keeps the slot and says it in the mail", () => {
    addItem(db, cart, { variantId: AQUA, amount: 2 }, T0);
    const slot = `${EVENING_COURIER}-2025-01-17-20:00`;
    const order = placeOrder(
      db,
      { ...INPUT, shipper_id: EVENING_COURIER, delivery_time_id: slot },
      context(),
    );
    expect(order.deliveryDate).toBe("2025-01-17");
    expect(order.deliveryTime).toEqual({
      id: slot,
      date: "2025-01-17",
      from: "20:00",
      to: "22:00",
    });
    const mail = db
      .prepare("SELECT body FROM outbox WHERE kind = 'order' AND recipient = ?")
      .pluck()
      .get(INPUT.email) as string;
    expect(mail).toContain("Čas doručení: 17. 1. 2025, 20:00–22:00.");
  });

  it("refuses a slot the courier no longer offers", () => {
    addItem(db, cart, { variantId: AQUA, amount: 2 }, T0);
    expect(() =>
      placeOrder(
        db,
        {
          ...INPUT,
          shipper_id: EVENING_COURIER,
          delivery_time_id: `${EVENING_COURIER}-2025-01-14-20:00`,
        },
        context(),
      ),
    ).toThrow("Vybraný čas doručení už není volný");
  });
});

describe("registering with an order", () => {
  it("mails the same activation link as a registration of its own", () => {
    addItem(db, cart, { variantId: AQUA, amount: 2 }, T0);
    placeOrder(
      db,
      {
        ...INPUT,
        email: "nova.zakaznice@example.cz",
        registration: true,
        password: "Heslo123!",
        password_confirmation: "Heslo123!",
        callbackUrl: "http://localhost:3000/aktivovat",
      },
      context(),
    );
    const mail = db
      .prepare("SELECT subject, link FROM outbox WHERE kind = 'account' AND recipient = ?")
      .get("nova.zakaznice@example.cz") as { subject: string; link: string } | undefined;
    expect(mail?.subject).toBe("Aktivace účtu");
    const link = new URL(mail?.link ?? "");
    expect(link.pathname).toBe("/aktivovat");
    expect(link.searchParams.get("email")).toBe("nova.zakaznice@example.cz");
    expect(link.searchParams.get("token")).toMatch(/\S{20,}/);
  });
});
