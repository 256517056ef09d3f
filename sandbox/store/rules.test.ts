import { beforeEach, describe, expect, it } from "vitest";

import { requireCurrency } from "#sandbox/catalog/currencies.ts";
import { openDatabase, type Db } from "#sandbox/db/open.ts";
import { HttpError, errorsIn } from "#sandbox/http/errors.ts";
import { seedDatabase } from "#sandbox/seed/seed.ts";

import { creditBalance, findUser, type UserRow } from "./accounts.ts";
import { addItem, buildCart, createCart, type CartRow } from "./cart.ts";
import { assertGiftsChoosable, checkoutCart, useCredits } from "./checkout.ts";
import { markShipped, placeOrder, requireOrder } from "./orders.ts";
import { addReview, hasShippedPurchase } from "./reviews.ts";
import { orderPayload } from "./test-store.ts";

const T0 = Date.UTC(2025, 0, 15, 9, 0, 0);
const AMORA = 10031;
const AQUA = 10121;
let db: Db;
let cart: CartRow;
let jana: UserRow;

beforeEach(() => {
  db = openDatabase(":memory:");
  seedDatabase(db);
  const user = findUser(db, 1);
  if (!user) throw new Error("the demo customer is seeded");
  jana = user;
  cart = createCart(db, "CZK", T0, jana.id);
});

function titleOf(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof HttpError) return errorsIn(error.errors, "cs")[0]?.title;
    throw error;
  }
  return undefined;
}

const setRule = (columns: string) =>
  db.prepare(`INSERT OR REPLACE INTO variant_rules (variant_id, ${columns}) VALUES (?, ?)`);
const checkout = () => checkoutCart(db, cart, requireCurrency(db, "CZK"), T0);
const ORDER = orderPayload("jana.novakova@example.cz", "Jana Nováková");
const place = () =>
  placeOrder(db, ORDER, {
    checkout: checkout(),
    user: jana,
    groups: [],
    idempotencyKey: undefined,
    gatewayBaseUrl: "http://store.test",
    now: T0,
  });

describe("purchase limits per variant", () => {
  it("enforces the minimum and maximum amounts with the spec's messages", () => {
    setRule("amount_min").run(AQUA, 2);
    expect(titleOf(() => addItem(db, cart, { variantId: AQUA, amount: 1 }, T0))).toBe(
      "Musíte zakoupit minimálně 2 ks tohoto produktu.",
    );
    setRule("amount_max").run(AQUA, 3);
    expect(titleOf(() => addItem(db, cart, { variantId: AQUA, amount: 4 }, T0))).toMatch(
      /maximálně 3 ks/,
    );
    expect(addItem(db, cart, { variantId: AQUA, amount: 5, forceAdd: true }, T0)).toMatchObject({
      changedAmount: 3,
    });
  });

  it("sells a made-to-order variant beyond its stock", () => {
    setRule("check_stock").run(AMORA, 0);
    expect(addItem(db, cart, { variantId: AMORA, amount: 50 }, T0).changedAmount).toBe(50);
  });

  it("prices an N+1 offer and quantity tiers into the line", () => {
    db.prepare(
      "INSERT OR REPLACE INTO variant_rules (variant_id, n_plus_buy, n_plus_free) VALUES (?, 2, 1)",
    ).run(AQUA);
    addItem(db, cart, { variantId: AQUA, amount: 3 }, T0);
    const [line] = buildCart(db, cart, requireCurrency(db, "CZK"), T0).items;
    expect(line?.prices.totalWithTax).toBe(498);
    expect(line?.attributes.discount).toEqual({ type: "n_plus_free", freeUnits: 1 });
  });
});

describe("gifts and credits", () => {
  it("offers a gift only from its threshold and while in stock", () => {
    addItem(db, cart, { variantId: AQUA, amount: 3 }, T0);
    expect(assertGiftsChoosable(db, [1], checkout())).toHaveLength(1);
    expect(titleOf(() => assertGiftsChoosable(db, [2], checkout()))).toMatch(/nedosahuje/);
    addItem(db, cart, { variantId: AQUA, amount: 8 }, T0);
    expect(titleOf(() => assertGiftsChoosable(db, [3], checkout()))).toMatch(/není k dispozici/);
  });

  it("pays with credits up to the balance and earns 10 % back when shipped", () => {
    addItem(db, cart, { variantId: AQUA, amount: 4 }, T0);
    expect(titleOf(() => useCredits(db, cart, jana, 251))).toBe("Nemáte dostatek kreditů");
    useCredits(db, cart, jana, 100);
    expect(checkout().json.prices.totalWithTax).toBe(896);
    const order = place();
    expect(creditBalance(db, jana.id)).toBe(150);
    markShipped(db, requireOrder(db, "id", order.id), 1, T0);
    // 10 % of the 896 Kč paid for the items.
    expect(creditBalance(db, jana.id)).toBe(239);
  });
});

describe("reviews", () => {
  it("are open only for a product bought in a shipped order", () => {
    addItem(db, cart, { variantId: AQUA, amount: 2 }, T0);
    const order = place();
    expect(hasShippedPurchase(db, jana.id, 1012)).toBe(false);
    expect(titleOf(() => addReview(db, jana, 1012, { rating: 100 }, T0))).toMatch(/odeslané/);
    markShipped(db, requireOrder(db, "id", order.id), 1, T0);
    expect(addReview(db, jana, 1012, { rating: 80, text: " " }, T0)).toMatchObject({
      rating: 80,
      text: null,
    });
  });

  it("set the CMS's rating of the product: the average of its reviews, none without one", () => {
    const ratingOf = (productId: number) =>
      db.prepare("SELECT rating FROM product_details WHERE product_id = ?").pluck().get(productId);
    const stored = db
      .prepare("SELECT rating FROM product_reviews WHERE product_id = 1012")
      .pluck()
      .all() as Array<number>;
    const unreviewed = db
      .prepare(
        "SELECT id FROM products WHERE id NOT IN (SELECT product_id FROM product_reviews) LIMIT 1",
      )
      .pluck()
      .get();
    expect(ratingOf(Number(unreviewed))).toBeNull();

    addItem(db, cart, { variantId: AQUA, amount: 2 }, T0);
    markShipped(db, requireOrder(db, "id", place().id), 1, T0);
    addReview(db, jana, 1012, { rating: 0 }, T0);
    const all = [...stored, 0];
    expect(ratingOf(1012)).toBeCloseTo(all.reduce((sum, each) => sum + each, 0) / all.length);
  });
});
