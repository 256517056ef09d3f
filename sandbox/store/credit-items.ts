import type { Db } from "#sandbox/db/open.ts";
import { type ErrorEntry, httpError } from "#sandbox/http/errors.ts";
import { MESSAGES } from "#sandbox/message-language.ts";

import { creditBalance } from "./accounts.ts";

/**
 * Items for credits: a variant with a credit price may be added with `credits: true` and is
 * then paid with loyalty credits instead of money. Its line costs nothing in the cart's
 * currency, so it counts towards no coupon, gift, free shipping or minimum order, and it
 * earns no credits. The credits it costs and the credits paid towards the money total
 * together must fit the shopper's balance.
 */

/** Credits per unit, or undefined for a variant that is not sold for credits. */
export function creditPrice(db: Db, variantId: number): number | undefined {
  return db
    .prepare("SELECT credits FROM variant_credit_prices WHERE variant_id = ?")
    .pluck()
    .get(variantId) as number | undefined;
}

/** What the cart's lines for credits cost together, in credits. */
export function creditsForItems(db: Db, cartId: number): number {
  return db
    .prepare(
      `SELECT coalesce(sum(ci.amount * cp.credits), 0) FROM cart_items ci
       JOIN variant_credit_prices cp ON cp.variant_id = ci.variant_id
       WHERE ci.cart_id = ? AND ci.for_credits = 1`,
    )
    .pluck()
    .get(cartId) as number;
}

/**
 * Why the cart's user may not spend `extraCredits` more on items for credits, or undefined
 * when they may. The credits already chosen to pay with count as spent.
 */
export function creditSpendProblem(
  db: Db,
  cart: { id: number; user_id: number | null; credits: number },
  extraCredits: number,
): ErrorEntry | undefined {
  if (cart.user_id === null) return { field: "credits", title: MESSAGES.creditsNeedLogin };
  const needed = creditsForItems(db, cart.id) + cart.credits + extraCredits;
  if (needed > creditBalance(db, cart.user_id)) {
    return { field: "credits", title: MESSAGES.notEnoughCredits };
  }
  return undefined;
}

/** Refuses to put `amount` units of the variant on the cart for credits. */
export function assertCreditPurchase(
  db: Db,
  cart: { id: number; user_id: number | null; credits: number },
  variantId: number,
  amount: number,
): void {
  const price = creditPrice(db, variantId);
  if (price === undefined) throw httpError(422, MESSAGES.notForCredits, "credits");
  const problem = creditSpendProblem(db, cart, price * amount);
  if (problem) throw httpError(422, problem.title, problem.field);
}

/** Lines for credits whose variant is no longer sold for credits. */
export function withdrawnCreditItems(db: Db, cartId: number): Array<{ id: number }> {
  return db
    .prepare(
      `SELECT ci.id FROM cart_items ci
       LEFT JOIN variant_credit_prices cp ON cp.variant_id = ci.variant_id
       WHERE ci.cart_id = ? AND ci.for_credits = 1 AND cp.variant_id IS NULL ORDER BY ci.id`,
    )
    .all(cartId) as Array<{ id: number }>;
}
