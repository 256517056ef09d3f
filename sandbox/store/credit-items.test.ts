import { beforeEach, describe, expect, it } from "vitest";

import { requireCurrency } from "#sandbox/catalog/currencies.ts";
import { openDatabase, type Db } from "#sandbox/db/open.ts";
import { HttpError, errorsIn } from "#sandbox/http/errors.ts";
import { seedDatabase } from "#sandbox/seed/seed.ts";

import { creditBalance, findUser, type UserRow } from "./accounts.ts";
import { addItem, buildCart, createCart, updateItemAmount, type CartRow } from "./cart.ts";
import { cartProblems, checkoutCart, useCredits } from "./checkout.ts";
import { markShipped, placeOrder, requireOrder } from "./orders.ts";
import { productDetail } from "./product-detail.ts";
import { orderPayload } from "./test-store.ts";

/** Items for credits: paid with loyalty credits, never with money (1 credit = 1 CZK). */

const T0 = Date.UTC(2025, 0, 15, 9, 0, 0);
/** Intimní mycí gel Fresh 200 ml: 179 Kč, or 179 credits. */
const GEL = 10361;
/** Lubrikační gel Aqua 100 ml: 249 Kč, not for credits. */
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

const czkCart = () => buildCart(db, cart, requireCurrency(db, "CZK"), T0);
const checkout = () => checkoutCart(db, cart, requireCurrency(db, "CZK"), T0);

describe("items for credits", () => {
  it("cost credits instead of money, on a line of their own", () => {
    addItem(db, cart, { variantId: GEL, amount: 1, forCredits: true }, T0);
    addItem(db, cart, { variantId: GEL, amount: 1 }, T0);
    const { items, prices } = czkCart();
    expect(items.map((item) => [item.attributes.forCredits, item.prices.totalWithTax])).toEqual([
      [true, 0],
      [false, 179],
    ]);
    expect(items[0]?.attributes.creditsPrice).toEqual({ unit: 179, total: 179 });
    expect(prices).toMatchObject({ itemsWithTax: 179, totalWithTax: 179, creditsForItems: 179 });
  });

  it("are priced the same in euros, as credits are counted in koruna", () => {
    addItem(db, cart, { variantId: GEL, amount: 1, forCredits: true }, T0);
    const { items, prices } = buildCart(db, cart, requireCurrency(db, "EUR"), T0);
    expect(items[0]?.prices.totalWithTax).toBe(0);
    expect(prices.creditsForItems).toBe(179);
  });

  it("need a variant sold for credits, a login and enough credits", () => {
    expect(
      titleOf(() => addItem(db, cart, { variantId: AQUA, amount: 1, forCredits: true }, T0)),
    ).toBe("Tento produkt nelze koupit za kredity");
    const guestCart = createCart(db, "CZK", T0);
    expect(
      titleOf(() => addItem(db, guestCart, { variantId: GEL, amount: 1, forCredits: true }, T0)),
    ).toBe("Za kredity může nakupovat jen přihlášený zákazník");
    // 2 × 179 credits is more than Jana's 250.
    expect(
      titleOf(() => addItem(db, cart, { variantId: GEL, amount: 2, forCredits: true }, T0)),
    ).toBe("Nemáte dostatek kreditů");
    const { itemId } = addItem(db, cart, { variantId: GEL, amount: 1, forCredits: true }, T0);
    expect(titleOf(() => updateItemAmount(db, cart, itemId, 2))).toBe("Nemáte dostatek kreditů");
  });

  it("share the balance with the credits paid towards the money total", () => {
    addItem(db, cart, { variantId: GEL, amount: 1, forCredits: true }, T0);
    expect(titleOf(() => useCredits(db, cart, jana, 72))).toBe("Nemáte dostatek kreditů");
    useCredits(db, cart, jana, 71);
    expect(
      titleOf(() => addItem(db, cart, { variantId: 10171, amount: 1, forCredits: true }, T0)),
    ).toBe("Nemáte dostatek kreditů");
  });

  it("count towards no minimum order value", () => {
    addItem(db, cart, { variantId: GEL, amount: 1, forCredits: true }, T0);
    expect(cartProblems(db, checkout(), jana, [], T0).map((problem) => problem.field)).toEqual([
      "minimum_order",
    ]);
  });

  it("are validated again when their credit price is withdrawn", () => {
    const { itemId } = addItem(db, cart, { variantId: GEL, amount: 1, forCredits: true }, T0);
    addItem(db, cart, { variantId: AQUA, amount: 4 }, T0);
    db.prepare("DELETE FROM variant_credit_prices WHERE variant_id = ?").run(GEL);
    expect(errorsIn(cartProblems(db, checkout(), jana, [], T0), "cs")).toEqual([
      { field: `items.${itemId}.credits`, title: "Tento produkt už nelze koupit za kredity" },
    ]);
    // Until then the line is priced in money, so the cart never shows a free product.
    expect(czkCart().prices.itemsWithTax).toBe(996 + 179);
  });

  it("spend the credits when placed and earn none when shipped", () => {
    addItem(db, cart, { variantId: GEL, amount: 1, forCredits: true }, T0);
    addItem(db, cart, { variantId: AQUA, amount: 4 }, T0);
    useCredits(db, cart, jana, 71);
    expect(checkout().json.prices).toMatchObject({ itemsWithTax: 996, totalWithTax: 925 });
    const order = placeOrder(db, orderPayload("jana.novakova@example.cz", "Jana Nováková"), {
      checkout: checkout(),
      user: jana,
      groups: [],
      idempotencyKey: undefined,
      gatewayBaseUrl: "http://store.test",
      now: T0,
    });
    expect(creditBalance(db, jana.id)).toBe(0);
    markShipped(db, requireOrder(db, "id", order.id), 1, T0);
    // 10 % of the 925 Kč paid in money; the gel taken for credits earns nothing.
    expect(creditBalance(db, jana.id)).toBe(92);
  });

  it("show their credit price in the product detail", () => {
    const creditsPrice = (productId: number, variantId: number) =>
      productDetail(db, productId, "CZK").variants.find((variant) => variant.id === variantId)
        ?.store?.creditsPrice;
    expect(creditsPrice(1036, GEL)).toBe(179);
    expect(creditsPrice(1012, AQUA)).toBeNull();
  });
});
