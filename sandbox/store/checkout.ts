import type { CurrencyRow } from "#sandbox/catalog/currencies.ts";
import { translationsOf, translationsOfKeys } from "#sandbox/content-language.ts";
import type { Db } from "#sandbox/db/open.ts";
import { type ErrorEntry, HttpError, httpError } from "#sandbox/http/errors.ts";
import { MESSAGES, type Message } from "#sandbox/message-language.ts";
import { toMinor } from "#sandbox/money.ts";

import { type UserRow, creditBalance, isRestricted } from "./accounts.ts";
import { type CartJson, type CartRow, buildCart } from "./cart.ts";
import { couponProblem, findCoupon } from "./coupons.ts";
import { creditsForItems, withdrawnCreditItems } from "./credit-items.ts";
import { czkRate, fromCzk, toCzk } from "./money-conversion.ts";
import { numberSetting, shoppingDisabled } from "./settings.ts";
import { type PricingContext } from "./shipping.ts";
import { amountProblem, dispatchDelayDays, variantLimits } from "./stock.ts";

/** Cart-level checkout rules: pricing context, gifts, and the validation before placing. */

export interface CheckoutCart {
  row: CartRow;
  json: CartJson;
  pricing: PricingContext;
  /** Items after the coupon, in the cart's currency (minor units). */
  discountLimitMinor: number;
}

/** The cart as checkout sees it; its lines named in `locale`, the shopper's language. */
export function checkoutCart(
  db: Db,
  cart: CartRow,
  currency: CurrencyRow,
  now: number,
  locale?: string,
): CheckoutCart {
  const json = buildCart(db, cart, currency, now, locale);
  const rate = czkRate(db, currency.code);
  const discountLimitMinor = toMinor(json.prices.discountLimitPriceWithVat);
  const freeShippingAt = currency.free_shipping_at_minor;
  // The parcel leaves when its slowest line can: each line waits for the warehouses its
  // amount needs, or for being made to order.
  const delayDays = variantAmounts(db, cart.id).reduce(
    (slowest, line) =>
      Math.max(slowest, dispatchDelayDays(variantLimits(db, line.variant_id), line.amount)),
    0,
  );
  return {
    row: cart,
    json,
    discountLimitMinor,
    pricing: {
      currencyCode: currency.code,
      rate,
      freeShipping:
        json.freeShipping || (freeShippingAt !== null && discountLimitMinor >= freeShippingAt),
      delayDays,
    },
  };
}

interface VariantAmount {
  variant_id: number;
  /** All lines of the variant together: stock and limits hold for the sum. */
  amount: number;
  item_id: number;
  fullname: string;
}

function variantAmounts(db: Db, cartId: number): Array<VariantAmount> {
  return db
    .prepare(
      `SELECT ci.variant_id, sum(ci.amount) AS amount, min(ci.id) AS item_id, v.fullname
       FROM cart_items ci JOIN variants v ON v.id = ci.variant_id
       WHERE ci.cart_id = ? GROUP BY ci.variant_id ORDER BY min(ci.id)`,
    )
    .all(cartId) as Array<VariantAmount>;
}

/** The lines' full names in each language a refusal that names them may be answered in. */
function lineNames(db: Db, rows: Array<VariantAmount>): (row: VariantAmount) => Message {
  const ids = rows.map((row) => row.variant_id);
  const sk = translationsOfKeys(db, "variant", "sk", ids);
  const de = translationsOfKeys(db, "variant", "de", ids);
  return (row) => ({
    cs: row.fullname,
    sk: sk(row.variant_id, "fullname") ?? row.fullname,
    de: de(row.variant_id, "fullname") ?? row.fullname,
  });
}

interface GiftRow {
  id: number;
  name: string;
  price_from_minor: number;
  stock: number;
}

/** The order gifts, named in `locale` (Czech without one). */
export function listGifts(db: Db, locale?: string): Array<GiftRow> {
  const names = translationsOf(db, "order_gift", locale);
  const rows = db
    .prepare("SELECT * FROM order_gifts ORDER BY price_from_minor, id")
    .all() as Array<GiftRow>;
  return rows.map((row) => ({ ...row, name: names(row.id, "name") ?? row.name }));
}

/** A gift is available while in stock; the cart's value decides whether it may be chosen. */
export function giftJson(gift: GiftRow, currencyCode: string, rate: number) {
  return {
    id: gift.id,
    name: gift.name,
    price_from: fromCzk(gift.price_from_minor, rate) / 100,
    currencyCode,
    availability: { isAvailable: gift.stock > 0 },
  };
}

export function assertGiftsChoosable(
  db: Db,
  giftIds: Array<number>,
  checkout: CheckoutCart,
): Array<GiftRow> {
  const gifts = listGifts(db);
  return giftIds.map((id) => {
    const gift = gifts.find((candidate) => candidate.id === id);
    if (!gift || gift.stock <= 0) throw httpError(422, MESSAGES.giftUnavailable, "order_gifts");
    if (fromCzk(gift.price_from_minor, checkout.pricing.rate) > checkout.discountLimitMinor) {
      throw httpError(422, MESSAGES.giftNotReached, "order_gifts");
    }
    return gift;
  });
}

/**
 * Everything that stops the cart from becoming an order, checked again at placing because
 * stock, settings and balances change while the shopper fills in the form.
 */
export function cartProblems(
  db: Db,
  checkout: CheckoutCart,
  user: UserRow | undefined,
  groups: Array<string>,
  now: number,
): Array<ErrorEntry> {
  const shopping = shoppingDisabled(db);
  if (shopping.disabled) return [{ field: "shopping_disabled", title: shopping.text }];
  const problems: Array<ErrorEntry> = [];
  const rows = variantAmounts(db, checkout.row.id);
  if (rows.length === 0) return [{ field: "items", title: MESSAGES.cartEmpty }];
  const nameOf = lineNames(db, rows);
  for (const row of rows) {
    const limits = variantLimits(db, row.variant_id);
    if (limits.restrictedToGroup !== null && !groups.includes(limits.restrictedToGroup)) {
      problems.push({
        field: `items.${row.item_id}`,
        title: MESSAGES.forProduct(nameOf(row), MESSAGES.notForYou),
      });
      continue;
    }
    const problem = amountProblem(limits, row.amount);
    if (problem)
      problems.push({
        field: `items.${row.item_id}.amount`,
        title: MESSAGES.forProduct(nameOf(row), problem.title),
      });
  }

  const minimum = fromCzk(numberSetting(db, "order_minimum_minor"), checkout.pricing.rate);
  if (checkout.discountLimitMinor < minimum) {
    problems.push({
      field: "minimum_order",
      title: MESSAGES.minimumOrder(
        minimum - checkout.discountLimitMinor,
        checkout.pricing.currencyCode,
      ),
    });
  }

  if (checkout.row.coupon_code !== null) {
    const coupon = findCoupon(db, checkout.row.coupon_code);
    const itemsCzk = toCzk(toMinor(checkout.json.prices.itemsWithTax), checkout.pricing.rate);
    const problem = coupon ? couponProblem(coupon, itemsCzk, now) : MESSAGES.couponMissing;
    if (problem) problems.push({ field: "couponCode", title: problem });
  }
  for (const item of withdrawnCreditItems(db, checkout.row.id)) {
    problems.push({
      field: `items.${item.id}.credits`,
      title: MESSAGES.noLongerForCredits,
    });
  }
  const credits = checkout.row.credits + checkout.json.prices.creditsForItems;
  if (credits > 0) {
    const balance = user ? creditBalance(db, user.id) : 0;
    if (!user || credits > balance) {
      problems.push({ field: "credits", title: MESSAGES.notEnoughCredits });
    }
  }
  if (user && isRestricted(db, groups)) {
    problems.push({ title: MESSAGES.restrictedGroup });
  }
  return problems;
}

export function assertNoProblems(problems: Array<ErrorEntry>): void {
  if (problems.length > 0) throw new HttpError(422, problems);
}

/**
 * Sets the credits to pay with; 0 removes them. Needs a user whose balance also covers the
 * cart's items for credits.
 */
export function useCredits(db: Db, cart: CartRow, user: UserRow, credits: number): void {
  if (credits + creditsForItems(db, cart.id) > creditBalance(db, user.id)) {
    throw httpError(422, MESSAGES.notEnoughCredits, "credits");
  }
  db.prepare("UPDATE carts SET credits = ?, user_id = ? WHERE id = ?").run(
    credits,
    user.id,
    cart.id,
  );
  cart.credits = credits;
  cart.user_id = user.id;
}
