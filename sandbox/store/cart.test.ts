import { beforeEach, describe, expect, it } from "vitest";

import { requireCurrency } from "#sandbox/catalog/currencies.ts";
import { openDatabase, type Db } from "#sandbox/db/open.ts";
import { type AnsweredError, HttpError, errorsIn } from "#sandbox/http/errors.ts";
import { seedDatabase } from "#sandbox/seed/seed.ts";

import {
  CART_LIFETIME_MS,
  type CartRow,
  addItem,
  buildCart,
  createCart,
  findCart,
  removeItem,
  touchCart,
  updateItemAmount,
} from "./cart.ts";

const T0 = Date.UTC(2025, 0, 15, 10, 0, 0);
/** Stimulátor klitorisu Amora Pulse: 1 234,50 Kč, 5 in stock. */
const AMORA = 10031;
/** Lubrikační gel Aqua 100 ml: 249 Kč, 120 in stock. */
const AQUA = 10121;
/** Vibrátor Velvet Classic, black: sold out. */
const VELVET_BLACK = 10013;

let db: Db;
let cart: CartRow;

beforeEach(() => {
  db = openDatabase(":memory:");
  seedDatabase(db);
  cart = createCart(db, "CZK", T0);
});

function refusal(action: () => unknown): { status: number; errors: Array<AnsweredError> } {
  try {
    action();
  } catch (error) {
    if (error instanceof HttpError) {
      return { status: error.status, errors: errorsIn(error.errors, "cs") };
    }
    throw error;
  }
  throw new Error("expected the action to be refused");
}

const add = (variantId: number, amount: number, extra: object = {}) =>
  addItem(db, cart, { variantId, amount, ...extra }, T0);

const czkCart = () => buildCart(db, cart, requireCurrency(db, "CZK"));

describe("cart amounts", () => {
  it.each([0, -1, 1.5, Number.NaN])("refuses the amount %s", (amount) => {
    expect(refusal(() => add(AQUA, amount))).toEqual({
      status: 422,
      errors: [{ field: "amount", title: "Množství musí být kladné celé číslo" }],
    });
  });

  it("adds to an equal line and keeps a new line apart when asked", () => {
    const first = add(AQUA, 2);
    const second = add(AQUA, 3);
    expect(second).toEqual({ itemId: first.itemId, changedAmount: 3 });
    const separate = add(AQUA, 1, { newLine: true });
    expect(separate.itemId).not.toBe(first.itemId);
    expect(czkCart().items.map((item) => item.amount)).toEqual([5, 1]);
  });

  it("refuses more than the stock, counting what the cart already holds", () => {
    add(AMORA, 4);
    expect(refusal(() => add(AMORA, 2))).toEqual({
      status: 422,
      errors: [{ field: "amount", title: "Není skladem" }],
    });
    expect(refusal(() => add(VELVET_BLACK, 1)).errors).toEqual([
      { field: "amount", title: "Není skladem" },
    ]);
  });

  it("with forceAdd adds what is left, and nothing is not enough", () => {
    add(AMORA, 3);
    expect(add(AMORA, 5, { forceAdd: true }).changedAmount).toBe(2);
    expect(czkCart().items[0]?.amount).toBe(5);
    expect(refusal(() => add(AMORA, 1, { forceAdd: true })).status).toBe(422);
  });

  it("answers 404 for a variant that does not exist", () => {
    expect(refusal(() => add(999_999, 1))).toEqual({
      status: 404,
      errors: [{ field: "id", title: "Produkt nebyl nalezen" }],
    });
  });

  it("always lets an amount go down but up only within the stock", () => {
    const { itemId } = add(AMORA, 3);
    expect(updateItemAmount(db, cart, itemId, 1)).toEqual({ changedAmount: -2 });
    expect(updateItemAmount(db, cart, itemId, 5)).toEqual({ changedAmount: 4 });
    expect(refusal(() => updateItemAmount(db, cart, itemId, 6)).errors[0]?.title).toBe(
      "Není skladem",
    );
    expect(refusal(() => updateItemAmount(db, cart, itemId, 0)).errors[0]?.field).toBe("amount");
    expect(refusal(() => updateItemAmount(db, cart, 424242, 1)).status).toBe(404);
  });
});

describe("cart prices", () => {
  it("sums gross lines and derives each line's net price", () => {
    add(AMORA, 2);
    add(AQUA, 1);
    const { prices, items } = czkCart();
    expect(items[0]?.prices).toEqual({
      unitWithTax: 1234.5,
      unitWithoutTax: 1020.25,
      totalWithTax: 2469,
      totalWithoutTax: 2040.5,
      currencyCode: "CZK",
    });
    expect(prices).toMatchObject({
      itemsWithTax: 2718,
      itemsWithoutTax: 2246.29,
      totalWithTax: 2718,
      totalWithoutTax: 2246.29,
      totalOriginalWithTax: 3229,
      totalOriginalWithoutTax: 2668.6,
      freeShippingAt: 1500,
    });
  });

  it("prices the same cart in euros", () => {
    add(AMORA, 2);
    const eurCart = buildCart(db, cart, requireCurrency(db, "EUR"));
    expect(eurCart.currencyCode).toBe("EUR");
    expect(eurCart.items[0]?.prices.unitWithTax).toBe(49.9);
    expect(eurCart.prices).toMatchObject({ itemsWithTax: 99.8, freeShippingAt: 60 });
  });
});

describe("cart lifetime and nesting", () => {
  it("expires a day after its last use", () => {
    const later = T0 + CART_LIFETIME_MS - 1;
    expect(findCart(db, cart.token, later)?.id).toBe(cart.id);
    touchCart(db, cart, later, "CZK");
    expect(findCart(db, cart.token, later + CART_LIFETIME_MS - 1)?.id).toBe(cart.id);
    expect(findCart(db, cart.token, later + CART_LIFETIME_MS)).toBeUndefined();
    expect(db.prepare("SELECT count(*) FROM carts").pluck().get()).toBe(0);
  });

  it("answers nested items inside their parent and removes them with it", () => {
    const parent = add(AMORA, 1);
    add(AQUA, 1, { parentId: parent.itemId });
    expect(refusal(() => add(AQUA, 1, { parentId: 424242 })).errors[0]?.field).toBe("parent_id");
    const items = czkCart().items;
    expect(items).toHaveLength(1);
    expect(items[0]?.items.map((item) => item.variantId)).toEqual([AQUA]);
    removeItem(db, cart, parent.itemId);
    expect(czkCart().items).toEqual([]);
  });
});
