import { beforeEach, describe, expect, it } from "vitest";

import { requireCurrency } from "#sandbox/catalog/currencies.ts";
import { openDatabase, type Db } from "#sandbox/db/open.ts";
import { HttpError, errorsIn } from "#sandbox/http/errors.ts";
import { seedDatabase } from "#sandbox/seed/seed.ts";

import { addItem, createCart, type CartRow } from "./cart.ts";
import { cartProblems, checkoutCart } from "./checkout.ts";
import { placeOrder } from "./orders.ts";
import { productDetail } from "./product-detail.ts";
import { orderPayload } from "./test-store.ts";

/** Stock split over warehouses: the sum limits the cart, the slowest warehouse needed the date. */

const T0 = Date.UTC(2025, 0, 15, 9, 0, 0);
const AMORA = 10031;
const CENTRAL = 1;
const SHOP_BRNO = 91;
const SUPPLIER = 92;
let db: Db;
let cart: CartRow;

beforeEach(() => {
  db = openDatabase(":memory:");
  seedDatabase(db);
  cart = createCart(db, "CZK", T0);
  // Amora's five units: two in the central warehouse, one in the Brno shop (1 day), two
  // at the supplier (5 days).
  setStock(AMORA, { [CENTRAL]: 2, [SHOP_BRNO]: 1, [SUPPLIER]: 2 });
});

function setStock(variantId: number, stocks: Record<number, number>): void {
  for (const [warehouseId, stock] of Object.entries(stocks)) {
    db.prepare(
      "INSERT OR REPLACE INTO variant_stock (variant_id, warehouse_id, stock) VALUES (?, ?, ?)",
    ).run(variantId, Number(warehouseId), stock);
  }
}

const checkout = () => checkoutCart(db, cart, requireCurrency(db, "CZK"), T0);
const stockOf = (warehouseId: number) =>
  db
    .prepare("SELECT stock FROM variant_stock WHERE variant_id = ? AND warehouse_id = ?")
    .pluck()
    .get(AMORA, warehouseId);
const amoraDetail = () =>
  productDetail(db, 1003, "CZK").variants.find((variant) => variant.id === AMORA);

function titleOf(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof HttpError) return errorsIn(error.errors, "cs")[0]?.title;
    throw error;
  }
  return undefined;
}

describe("stock over several warehouses", () => {
  it("lets the cart hold the sum of all warehouses and no more", () => {
    expect(addItem(db, cart, { variantId: AMORA, amount: 5 }, T0).changedAmount).toBe(5);
    expect(titleOf(() => addItem(db, cart, { variantId: AMORA, amount: 1 }, T0))).toBe(
      "Není skladem",
    );
  });

  it("waits for the slowest warehouse the amount needs", () => {
    addItem(db, cart, { variantId: AMORA, amount: 2 }, T0);
    expect(checkout().pricing.delayDays).toBe(0);
    addItem(db, cart, { variantId: AMORA, amount: 1 }, T0);
    expect(checkout().pricing.delayDays).toBe(1);
    addItem(db, cart, { variantId: AMORA, amount: 2 }, T0);
    expect(checkout().pricing.delayDays).toBe(5);
  });

  it("answers the store's availability and delay for the smallest amount", () => {
    expect(amoraDetail()?.availability).toMatchObject({
      isAvailable: true,
      availabilityCode: "in_stock",
    });
    expect(amoraDetail()?.store?.delayDays).toBe(0);

    setStock(AMORA, { [CENTRAL]: 0, [SHOP_BRNO]: 0 });
    expect(amoraDetail()?.availability.availabilityCode).toBe("in_external_stock");
    expect(amoraDetail()?.store?.delayDays).toBe(5);

    setStock(AMORA, { [SUPPLIER]: 0 });
    expect(amoraDetail()?.availability).toMatchObject({
      isAvailable: false,
      availabilityCode: "sold_out",
    });
  });

  it("sells unchecked stock from the warehouses first, then made to order", () => {
    db.prepare(
      "INSERT OR REPLACE INTO variant_rules (variant_id, check_stock, delay_days) VALUES (?, 0, 7)",
    ).run(AMORA);
    addItem(db, cart, { variantId: AMORA, amount: 2 }, T0);
    expect(checkout().pricing.delayDays).toBe(0);
    addItem(db, cart, { variantId: AMORA, amount: 48 }, T0);
    expect(checkout().pricing.delayDays).toBe(7);

    setStock(AMORA, { [CENTRAL]: 0, [SHOP_BRNO]: 0, [SUPPLIER]: 0 });
    expect(amoraDetail()?.availability).toMatchObject({
      isAvailable: true,
      availabilityCode: "on_order",
    });
    expect(amoraDetail()?.store?.delayDays).toBe(7);
  });

  it("checks the summed stock again when validating and takes the fastest stock first", () => {
    addItem(db, cart, { variantId: AMORA, amount: 4 }, T0);
    setStock(AMORA, { [SUPPLIER]: 0 });
    expect(errorsIn(cartProblems(db, checkout(), undefined, [], T0), "cs")).toContainEqual({
      field: expect.stringMatching(/^items\.\d+\.amount$/),
      title: expect.stringMatching(/Není skladem$/),
    });

    setStock(AMORA, { [SUPPLIER]: 2 });
    placeOrder(db, orderPayload("jana@example.cz", "Jana Nováková"), {
      checkout: checkout(),
      user: undefined,
      groups: [],
      idempotencyKey: undefined,
      gatewayBaseUrl: "http://store.test",
      now: T0,
    });
    expect([stockOf(CENTRAL), stockOf(SHOP_BRNO), stockOf(SUPPLIER)]).toEqual([0, 0, 1]);
  });
});
