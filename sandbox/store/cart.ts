import { randomBytes } from "node:crypto";

import type { CurrencyRow } from "#sandbox/catalog/currencies.ts";
import { imageJson } from "#sandbox/catalog/products.ts";
import { contentLocale, localNames, translationsOf } from "#sandbox/content-language.ts";
import type { Db } from "#sandbox/db/open.ts";
import { httpError } from "#sandbox/http/errors.ts";
import { MESSAGES } from "#sandbox/message-language.ts";
import { fromMinor, netFromGross } from "#sandbox/money.ts";

import { couponDiscount, couponProblem, findCoupon } from "./coupons.ts";
import { assertCreditPurchase, creditPrice, creditSpendProblem } from "./credit-items.ts";
import { czkRate, fromCzk, toCzk } from "./money-conversion.ts";
import { freeUnits, quantityTiers, unitPriceForAmount } from "./pricing.ts";
import { amountProblem, maxAmount, variantLimits } from "./stock.ts";

/** A guest cart lives as long as its token's cookie: one day after the last use. */
export const CART_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface CartRow {
  id: number;
  token: string;
  currency_code: string;
  user_id: number | null;
  coupon_code: string | null;
  /** Loyalty credits the shopper chose to pay with (1 credit = 1 CZK). */
  credits: number;
  created_at: number;
  updated_at: number;
}

export interface AddItemInput {
  variantId: number;
  amount: number;
  parentId?: number | null;
  /** Keeps the item on its own line instead of adding to an equal one. */
  newLine?: boolean;
  /** Pays the line with loyalty credits; only for a variant with a credit price. */
  forCredits?: boolean;
  custom?: unknown;
  /** Adds what the stock allows instead of refusing a larger amount. */
  forceAdd?: boolean;
}

interface ItemRow {
  id: number;
  parent_id: number | null;
  variant_id: number;
  amount: number;
  for_credits: number;
  custom: string | null;
  product_id: number;
  variant_name: string;
  variant_fullname: string;
  marketing_code: string;
  vat_rate: number;
  product_name: string;
  slug: string;
  unit: string;
  image_key: string | null;
  image_width: number | null;
  image_height: number | null;
  price_minor: number;
  original_price_minor: number | null;
  czk_price_minor: number;
  n_plus_buy: number | null;
  n_plus_free: number | null;
  credit_price: number | null;
}

export function findCart(db: Db, token: string, now: number): CartRow | undefined {
  const cart = db.prepare("SELECT * FROM carts WHERE token = ?").get(token) as CartRow | undefined;
  if (!cart) return undefined;
  if (now - cart.updated_at >= CART_LIFETIME_MS) {
    db.prepare("DELETE FROM carts WHERE id = ?").run(cart.id);
    return undefined;
  }
  return cart;
}

/** The logged-in user's most recent live cart. */
export function findUserCart(db: Db, userId: number, now: number): CartRow | undefined {
  return db
    .prepare("SELECT * FROM carts WHERE user_id = ? AND updated_at > ? ORDER BY updated_at DESC")
    .get(userId, now - CART_LIFETIME_MS) as CartRow | undefined;
}

export function createCart(
  db: Db,
  currencyCode: string,
  now: number,
  userId: number | null = null,
): CartRow {
  // Expired carts are swept here, where carts are born, instead of by a timer.
  db.prepare("DELETE FROM carts WHERE updated_at <= ? AND user_id IS NULL").run(
    now - CART_LIFETIME_MS,
  );
  const token = randomBytes(16).toString("hex");
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO carts (token, currency_code, user_id, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?)`,
    )
    .run(token, currencyCode, userId, now, now);
  return {
    id: Number(lastInsertRowid),
    token,
    currency_code: currencyCode,
    user_id: userId,
    coupon_code: null,
    credits: 0,
    created_at: now,
    updated_at: now,
  };
}

/** Any use of the cart counts as activity and remembers the currency it was shown in. */
export function touchCart(db: Db, cart: CartRow, now: number, currencyCode: string): void {
  db.prepare("UPDATE carts SET updated_at = ?, currency_code = ? WHERE id = ?").run(
    now,
    currencyCode,
    cart.id,
  );
}

export function assertAmount(amount: number): void {
  if (!Number.isInteger(amount) || amount <= 0) {
    throw httpError(422, MESSAGES.amountNotPositive, "amount");
  }
}

export function addItem(
  db: Db,
  cart: CartRow,
  input: AddItemInput,
  now: number,
): { itemId: number; changedAmount: number } {
  assertAmount(input.amount);
  const limits = variantLimits(db, input.variantId);
  const parentId = input.parentId ?? null;
  if (parentId !== null && !findItem(db, cart, parentId)) {
    throw httpError(422, MESSAGES.parentItemMissing, "parent_id");
  }

  const inCart = amountInCart(db, cart, input.variantId);
  let amount = input.amount;
  if (input.forceAdd) amount = Math.min(amount, maxAmount(limits) - inCart);
  if (amount <= 0) throw httpError(422, MESSAGES.outOfStock, "amount");
  const problem = amountProblem(limits, inCart + amount);
  if (problem) throw httpError(422, problem.title, "amount");
  if (input.forCredits) assertCreditPurchase(db, cart, input.variantId, amount);

  const custom = input.custom === undefined ? null : JSON.stringify(input.custom);
  const forCredits = input.forCredits ? 1 : 0;
  const equalLine = input.newLine
    ? undefined
    : (db
        .prepare(
          `SELECT id FROM cart_items WHERE cart_id = ? AND variant_id = ? AND parent_id IS ?
             AND for_credits = ? AND custom IS ?`,
        )
        .get(cart.id, input.variantId, parentId, forCredits, custom) as { id: number } | undefined);
  if (equalLine) {
    db.prepare("UPDATE cart_items SET amount = amount + ? WHERE id = ?").run(amount, equalLine.id);
    return { itemId: equalLine.id, changedAmount: amount };
  }
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO cart_items (cart_id, parent_id, variant_id, amount, for_credits, custom, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(cart.id, parentId, input.variantId, amount, forCredits, custom, now);
  return { itemId: Number(lastInsertRowid), changedAmount: amount };
}

/** Lowering an amount is allowed down to the purchase minimum; raising it needs the stock. */
export function updateItemAmount(
  db: Db,
  cart: CartRow,
  itemId: number,
  amount: number,
): { changedAmount: number } {
  assertAmount(amount);
  const item = requireItem(db, cart, itemId);
  const limits = variantLimits(db, item.variant_id);
  const total = amountInCart(db, cart, item.variant_id) - item.amount + amount;
  const problem = amountProblem(limits, total);
  const lowering = amount <= item.amount;
  // Stock that ran out since the item was added must not block taking some back out.
  if (problem && !(lowering && problem.title === MESSAGES.outOfStock)) {
    throw httpError(422, problem.title, "amount");
  }
  if (item.for_credits === 1 && amount > item.amount) {
    const price = creditPrice(db, item.variant_id);
    if (price === undefined) throw httpError(422, MESSAGES.notForCredits, "credits");
    const creditsProblem = creditSpendProblem(db, cart, price * (amount - item.amount));
    if (creditsProblem) throw httpError(422, creditsProblem.title, creditsProblem.field);
  }
  db.prepare("UPDATE cart_items SET amount = ? WHERE id = ?").run(amount, itemId);
  return { changedAmount: amount - item.amount };
}

/** Removes the item together with the items nested under it. */
export function removeItem(db: Db, cart: CartRow, itemId: number): void {
  requireItem(db, cart, itemId);
  db.prepare("DELETE FROM cart_items WHERE id = ?").run(itemId);
  resetCreditsWhenEmpty(db, cart);
}

export function removeAllItems(db: Db, cart: CartRow): void {
  db.prepare("DELETE FROM cart_items WHERE cart_id = ?").run(cart.id);
  resetCreditsWhenEmpty(db, cart);
}

/** The spec: an emptied cart pays with no credits. */
function resetCreditsWhenEmpty(db: Db, cart: CartRow): void {
  const empty =
    db.prepare("SELECT 1 FROM cart_items WHERE cart_id = ? LIMIT 1").get(cart.id) === undefined;
  if (empty) {
    db.prepare("UPDATE carts SET credits = 0 WHERE id = ?").run(cart.id);
    cart.credits = 0;
  }
}

function amountInCart(db: Db, cart: CartRow, variantId: number): number {
  return db
    .prepare("SELECT coalesce(sum(amount), 0) FROM cart_items WHERE cart_id = ? AND variant_id = ?")
    .pluck()
    .get(cart.id, variantId) as number;
}

function findItem(db: Db, cart: CartRow, itemId: number) {
  return db
    .prepare(
      "SELECT id, variant_id, amount, for_credits FROM cart_items WHERE id = ? AND cart_id = ?",
    )
    .get(itemId, cart.id) as
    { id: number; variant_id: number; amount: number; for_credits: number } | undefined;
}

function requireItem(db: Db, cart: CartRow, itemId: number) {
  const item = findItem(db, cart, itemId);
  if (!item) throw httpError(404, MESSAGES.cartItemNotFound);
  return item;
}
export interface CartItemJson {
  id: number;
  parentId: number | null;
  productId: number;
  variantId: number;
  amount: number;
  product: {
    id: number;
    name: string;
    slug: string;
    mainImage: ReturnType<typeof imageJson>;
    unit: string;
  };
  variant: { id: number; name: string; fullname: string };
  shoppable: { marketingCode: string; warehouses: Array<{ id: number; stock: number }> };
  prices: {
    unitWithTax: number;
    unitWithoutTax: number;
    totalWithTax: number;
    totalWithoutTax: number;
    currencyCode: string;
  };
  attributes: {
    forCredits: boolean;
    custom: unknown;
    discount: { type: "n_plus_free"; freeUnits: number } | null;
    /** Credits a line for credits costs, per unit and in total; null for a money line. */
    creditsPrice: { unit: number; total: number } | null;
  };
  /** Items added with this one as their parent_id. */
  items: Array<CartItemJson>;
}

export type CartJson = ReturnType<typeof buildCart>;

/**
 * The cart priced in one currency. Prices are gross per unit, so each line's net total is
 * derived from its gross total, and the cart sums the lines: the figures always add up.
 * Quantity prices and N+1 offers price the lines; the coupon and the credits come off the
 * items; shipping and payment are priced at checkout.
 */
export function buildCart(
  db: Db,
  cart: CartRow,
  currency: CurrencyRow,
  now = Date.now(),
  locale?: string,
) {
  const productNames = localNames(db, "product", locale);
  const variantNames = translationsOf(db, "variant", locale);
  const storedRows = db
    .prepare(
      `SELECT ci.id, ci.parent_id, ci.variant_id, ci.amount, ci.for_credits, ci.custom,
         v.product_id, v.name AS variant_name, v.fullname AS variant_fullname,
         v.marketing_code, v.vat_rate,
         p.name AS product_name, p.slug, p.unit, p.image_key,
         i.width AS image_width, i.height AS image_height,
         coalesce(vp.price_minor, 0) AS price_minor, vp.original_price_minor,
         coalesce(czk.price_minor, 0) AS czk_price_minor, r.n_plus_buy, r.n_plus_free,
         CASE WHEN ci.for_credits = 1 THEN cp.credits END AS credit_price
       FROM cart_items ci
       JOIN variants v ON v.id = ci.variant_id
       JOIN products p ON p.id = v.product_id
       LEFT JOIN images i ON i.file_key = p.image_key
       LEFT JOIN variant_prices vp ON vp.variant_id = v.id AND vp.currency_code = ?
       LEFT JOIN variant_prices czk ON czk.variant_id = v.id AND czk.currency_code = 'CZK'
       LEFT JOIN variant_rules r ON r.variant_id = v.id
       LEFT JOIN variant_credit_prices cp ON cp.variant_id = v.id
       WHERE ci.cart_id = ?
       ORDER BY ci.id`,
    )
    .all(currency.code, cart.id) as Array<ItemRow>;
  // Items are named in the shopper's language; the order keeps the names it was placed with.
  const rows = storedRows.map((row) => ({
    ...row,
    product_name: productNames.get(String(row.product_id)) ?? row.product_name,
    variant_name: variantNames(row.variant_id, "name") ?? row.variant_name,
    variant_fullname: variantNames(row.variant_id, "fullname") ?? row.variant_fullname,
  }));
  const warehouses = db
    .prepare(
      `SELECT s.variant_id, s.warehouse_id AS id, s.stock FROM variant_stock s
       WHERE s.variant_id IN (SELECT variant_id FROM cart_items WHERE cart_id = ?)
       ORDER BY s.warehouse_id`,
    )
    .all(cart.id) as Array<{ variant_id: number; id: number; stock: number }>;
  const tiers = quantityTiers(
    db,
    rows.map((row) => row.variant_id),
  );

  const lines = rows.map((row) => {
    // A line for credits costs no money; one whose credit price was withdrawn is priced
    // as usual, and validation tells the shopper before the order is placed.
    if (row.credit_price !== null) {
      return { row, unitMinor: 0, free: 0, totalMinor: 0, originalMinor: 0 };
    }
    const unitMinor = unitPriceForAmount(
      row.price_minor,
      row.czk_price_minor,
      tiers.get(row.variant_id) ?? [],
      row.amount,
    );
    const free = freeUnits(row.amount, row.n_plus_buy, row.n_plus_free);
    const totalMinor = unitMinor * (row.amount - free);
    const originalMinor = Math.max(row.original_price_minor ?? 0, row.price_minor) * row.amount;
    return { row, unitMinor, free, totalMinor, originalMinor };
  });
  const items = lines.map((line) =>
    itemJson(
      line,
      warehouses
        .filter((w) => w.variant_id === line.row.variant_id)
        .map(({ id, stock }) => ({ id, stock })),
      currency.code,
    ),
  );
  const sum = (pick: (line: (typeof lines)[number]) => number): number =>
    lines.reduce((total, line) => total + pick(line), 0);
  const itemsWithTax = sum((line) => line.totalMinor);
  const creditsForItems = sum((line) => (line.row.credit_price ?? 0) * line.row.amount);
  const itemsWithoutTax = sum((line) => netFromGross(line.totalMinor, line.row.vat_rate));
  const originalWithTax = sum((line) => line.originalMinor);
  const originalWithoutTax = sum((line) => netFromGross(line.originalMinor, line.row.vat_rate));

  const rate = czkRate(db, currency.code);
  const coupon = cart.coupon_code === null ? undefined : findCoupon(db, cart.coupon_code);
  const couponIssue = coupon && couponProblem(coupon, toCzk(itemsWithTax, rate), now);
  const activeCoupon = coupon && !couponIssue ? coupon : undefined;
  const discountWithTax = activeCoupon
    ? couponDiscount(activeCoupon, itemsWithTax, (czk) => fromCzk(czk, rate))
    : 0;
  const discountLimit = itemsWithTax - discountWithTax;
  const creditsWithTax = Math.min(fromCzk(cart.credits * 100, rate), discountLimit);
  const totalWithTax = discountLimit - creditsWithTax;
  // Discounts split VAT as the items do, so the net figures keep the items' tax ratio.
  const netShare = (gross: number) =>
    itemsWithTax === 0 ? 0 : Math.round((gross * itemsWithoutTax) / itemsWithTax);

  return {
    id: cart.id,
    items: nest(items),
    prices: {
      itemsWithTax: fromMinor(itemsWithTax),
      itemsWithoutTax: fromMinor(itemsWithoutTax),
      discountWithTax: fromMinor(discountWithTax),
      discountWithoutTax: fromMinor(netShare(discountWithTax)),
      creditsWithTax: fromMinor(creditsWithTax),
      /** Credits the lines for credits cost (1 credit = 1 CZK, whatever the currency). */
      creditsForItems,
      totalWithTax: fromMinor(totalWithTax),
      totalWithoutTax: fromMinor(netShare(totalWithTax)),
      totalOriginalWithTax: fromMinor(originalWithTax),
      totalOriginalWithoutTax: fromMinor(originalWithoutTax),
      // Gifts are free; the fields exist because the spec's cart carries them.
      giftsWithTax: 0,
      giftsWithoutTax: 0,
      discountLimitPriceWithVat: fromMinor(discountLimit),
      freeShippingAt:
        currency.free_shipping_at_minor === null
          ? null
          : fromMinor(currency.free_shipping_at_minor),
    },
    currencyCode: currency.code,
    couponCode: cart.coupon_code,
    coupon: coupon
      ? {
          code: coupon.code,
          kind: coupon.kind,
          isValid: !couponIssue,
          problem: couponIssue ? couponIssue[contentLocale(locale)] : null,
        }
      : null,
    credits: cart.credits,
    freeShipping: activeCoupon?.kind === "free_shipping",
  };
}

function itemJson(
  line: { row: ItemRow; unitMinor: number; free: number; totalMinor: number },
  warehouses: Array<{ id: number; stock: number }>,
  currencyCode: string,
): CartItemJson {
  const { row, unitMinor, free, totalMinor } = line;
  return {
    id: row.id,
    parentId: row.parent_id,
    productId: row.product_id,
    variantId: row.variant_id,
    amount: row.amount,
    product: {
      id: row.product_id,
      name: row.product_name,
      slug: row.slug,
      mainImage: imageJson(row.image_key, row.product_name, row.image_width, row.image_height),
      unit: row.unit,
    },
    variant: { id: row.variant_id, name: row.variant_name, fullname: row.variant_fullname },
    shoppable: { marketingCode: row.marketing_code, warehouses },
    prices: {
      unitWithTax: fromMinor(unitMinor),
      unitWithoutTax: fromMinor(netFromGross(unitMinor, row.vat_rate)),
      totalWithTax: fromMinor(totalMinor),
      totalWithoutTax: fromMinor(netFromGross(totalMinor, row.vat_rate)),
      currencyCode,
    },
    attributes: {
      forCredits: row.for_credits === 1,
      creditsPrice:
        row.credit_price === null
          ? null
          : { unit: row.credit_price, total: row.credit_price * row.amount },
      custom: row.custom === null ? null : (JSON.parse(row.custom) as unknown),
      // An N+1 offer marks the line as discounted and says how many units came free.
      discount: free > 0 ? { type: "n_plus_free", freeUnits: free } : null,
    },
    items: [],
  };
}

/** Items added with a parent_id are answered inside their parent's `items`. */
function nest(items: Array<CartItemJson>): Array<CartItemJson> {
  const byId = new Map(items.map((item) => [item.id, item]));
  return items.filter((item) => {
    const parent = item.parentId === null ? undefined : byId.get(item.parentId);
    parent?.items.push(item);
    return !parent;
  });
}

export function findItemJson(items: Array<CartItemJson>, itemId: number): CartItemJson | undefined {
  for (const item of items) {
    const found = item.id === itemId ? item : findItemJson(item.items, itemId);
    if (found) return found;
  }
  return undefined;
}
