import * as z from "zod";

import { translationsOf } from "#sandbox/content-language.ts";
import type { Db } from "#sandbox/db/open.ts";
import { type ErrorEntry, httpError } from "#sandbox/http/errors.ts";
import { MESSAGES } from "#sandbox/message-language.ts";
import { fromMinor, toMinor } from "#sandbox/money.ts";
import { sendMail } from "#sandbox/outbox.ts";

import {
  type UserRow,
  assertPasswordPair,
  createUser,
  findUserByEmail,
  mailToken,
} from "./accounts.ts";
import {
  type CheckoutCart,
  assertGiftsChoosable,
  assertNoProblems,
  cartProblems,
} from "./checkout.ts";
import { deliveredOn } from "./delivered-day.ts";
import { deliveryTimeSlots, holidaysOf, isoDay, nearestDeliveryDay } from "./delivery.ts";
import { isEmail, isFullName, isPhone, isPostcode, isTin } from "./form-rules.ts";
import { fromCzk } from "./money-conversion.ts";
import { formatMoney } from "./money-format.ts";
import { randomToken } from "./secrets.ts";
import { bankAccount, loyaltyEnabled } from "./settings.ts";
import {
  blockedPayments,
  findBranch,
  findPayment,
  findShipper,
  priceJson,
  shipperPriceMinor,
  branchJson,
} from "./shipping.ts";
import { orderStatusPath } from "./storefront-paths.ts";
import { stockToTake, warehouseStocks } from "./warehouse-stock.ts";

/** Placing orders and reading them back. */

export interface Address {
  street: string;
  city: string;
  postcode: string;
  country_code: string;
}

export interface PlaceOrderInput {
  name: string;
  firstName?: string;
  lastName?: string;
  email: string;
  phone: string;
  billing_address: Address;
  business: { business_name: string; TIN: string; VATIN?: string | null } | null;
  shipping: {
    name?: string;
    address?: Address | null;
    business_name?: string;
    phone?: string;
  } | null;
  custom?: Record<string, unknown>;
  comment?: string;
  shipper_comment?: string;
  payment_id: number;
  shipper_id: number;
  branch_id?: number | null;
  terms: boolean;
  order_gifts?: Array<number>;
  newsletter?: boolean;
  heureka_allow?: boolean;
  zbozicz_allow?: boolean;
  delivery_time_id?: string | null;
  /** The campaign that brought the customer, kept with the order for its reports. */
  utm?: Record<string, unknown>;
  registration?: boolean;
  password?: string;
  password_confirmation?: string;
  /** With `registration`: where the activation mail links (the storefront's page). */
  callbackUrl?: string;
}

export interface PlaceOrderContext {
  checkout: CheckoutCart;
  user: UserRow | undefined;
  groups: Array<string>;
  idempotencyKey: string | undefined;
  /** Where the fake payment gateway lives (the store's own origin). */
  gatewayBaseUrl: string;
  /** The shop whose order status page the confirmation mail links; none, no link. */
  storefrontUrl?: string;
  now: number;
  /** The seed's order history brings tokens of its own, so every seed is the same. */
  orderToken?: string;
  /** The language the order is placed in (the storefront's locale header). */
  locale?: string;
}

interface OrderRow {
  id: number;
  code: string;
  token: string;
  user_id: number | null;
  status: string;
  payment_status: string;
  currency_code: string;
  email: string;
  data: string;
  created_at: number;
  shipped_at: number | null;
}

/** Field checks of the payload; the first failing rule per field is answered. */
function assertCustomer(input: PlaceOrderInput): void {
  const errors: Array<ErrorEntry> = [];
  if (!input.terms) errors.push({ field: "terms", title: MESSAGES.agreeToTerms });
  if (!isEmail(input.email)) errors.push({ field: "email", title: MESSAGES.email });
  if (!isFullName(input.name)) errors.push({ field: "name", title: MESSAGES.fullName });
  if (!isPhone(input.phone)) errors.push({ field: "phone", title: MESSAGES.phone });
  const billing = input.billing_address;
  if (!isPostcode(billing.postcode, billing.country_code)) {
    errors.push({ field: "billing_address.postcode", title: MESSAGES.postcode });
  }
  if (input.business && !isTin(input.business.TIN, billing.country_code)) {
    errors.push({ field: "business.TIN", title: MESSAGES.tin });
  }
  if (errors.length > 0) assertNoProblems(errors);
}

export function findOrderByIdempotencyKey(
  db: Db,
  cartId: number,
  key: string,
): OrderRow | undefined {
  return db
    .prepare(
      `SELECT o.* FROM order_idempotency_keys k JOIN orders o ON o.id = k.order_id
       WHERE k.cart_id = ? AND k.key = ?`,
    )
    .get(cartId, key) as OrderRow | undefined;
}

/**
 * Validates the cart again (stock, minimum, shopping switch, coupon, credits), the payload
 * and the shipping choice, then stores the order, takes the stock, empties the cart.
 */
export function placeOrder(db: Db, input: PlaceOrderInput, context: PlaceOrderContext) {
  const { checkout, groups, now } = context;
  if (context.idempotencyKey) {
    const earlier = findOrderByIdempotencyKey(db, checkout.row.id, context.idempotencyKey);
    if (earlier) return orderJson(earlier, context.gatewayBaseUrl);
  }
  assertNoProblems(cartProblems(db, checkout, context.user, groups, now));
  assertCustomer(input);

  const shipper = findShipper(db, input.shipper_id);
  if (!shipper) throw httpError(422, MESSAGES.chooseShipping, "shipper_id");
  const payment = findPayment(db, input.payment_id);
  if (!payment) throw httpError(422, MESSAGES.choosePayment, "payment_id");
  if (blockedPayments(db, shipper.id).includes(payment.id)) {
    throw httpError(422, MESSAGES.paymentNotWithShipping, "payment_id");
  }
  const branch = input.branch_id ? findBranch(db, input.branch_id) : undefined;
  if (shipper.required_address === 0 && (!branch || branch.shipper_id !== shipper.id)) {
    throw httpError(422, MESSAGES.choosePickupPoint, "branch_id");
  }
  const countries = z.array(z.string()).parse(JSON.parse(shipper.country_codes));
  const shippingAddress =
    shipper.required_address === 1 ? (input.shipping?.address ?? input.billing_address) : null;
  if (shippingAddress && !countries.includes(shippingAddress.country_code)) {
    throw httpError(422, MESSAGES.shipperNotToCountry, "shipper_id");
  }
  const holidays = holidaysOf(db);
  let deliveryTime: ReturnType<typeof deliveryTimeSlots>[number] | null = null;
  if (input.delivery_time_id) {
    const first = nearestDeliveryDay(shipper, now, holidays, checkout.pricing.delayDays);
    const slots =
      shipper.has_time_slots === 1 ? deliveryTimeSlots(shipper.id, first, holidays) : [];
    deliveryTime = slots.find((slot) => slot.id === input.delivery_time_id) ?? null;
    if (!deliveryTime) {
      throw httpError(422, MESSAGES.deliveryTimeTaken, "delivery_time_id");
    }
  }
  const gifts = assertGiftsChoosable(db, input.order_gifts ?? [], checkout);

  let user = context.user;
  if (!user && input.registration) {
    assertPasswordPair(input.password ?? "", input.password_confirmation ?? "");
    if (findUserByEmail(db, input.email)) {
      throw httpError(422, MESSAGES.accountExistsSignIn, "email");
    }
    const [firstName = input.name, ...rest] = input.name.trim().split(/\s+/);
    user = createUser(
      db,
      {
        email: input.email,
        password: input.password ?? "",
        firstName: input.firstName ?? firstName,
        lastName: input.lastName ?? rest.join(" "),
        phone: input.phone,
      },
      now,
    );
    // The same activation mail as a registration of its own.
    if (input.callbackUrl) mailToken(db, "account", input.email, input.callbackUrl, now);
  }

  const { pricing } = checkout;
  const prices = checkout.json.prices;
  const shipperMinor = shipperPriceMinor(shipper, pricing);
  const paymentMinor = fromCzk(payment.price_minor, pricing.rate);
  const totalMinor = toMinor(prices.totalWithTax) + shipperMinor + paymentMinor;
  // A chosen time slot is the delivery day; otherwise the shipper's nearest.
  const deliveryDate =
    deliveryTime?.date ?? isoDay(nearestDeliveryDay(shipper, now, holidays, pricing.delayDays));

  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO orders (code, token, user_id, cart_id, status, payment_status, currency_code,
         coupon_code, shipper_id, branch_id, payment_id, email, data, items_with_tax_minor,
         created_at)
       VALUES ('', ?, ?, ?, 'new', 'pending', ?, ?, ?, ?, ?, ?, '{}', ?, ?)`,
    )
    .run(
      context.orderToken ?? randomToken(16),
      user?.id ?? null,
      checkout.row.id,
      pricing.currencyCode,
      checkout.json.coupon?.isValid ? checkout.row.coupon_code : null,
      shipper.id,
      branch?.id ?? null,
      payment.id,
      input.email,
      toMinor(prices.discountLimitPriceWithVat) - toMinor(prices.creditsWithTax),
      now,
    );
  const orderId = Number(lastInsertRowid);
  // Ten digits: the year and a sequence, usable as the bank transfer's variable symbol.
  const code = `${new Date(now).getUTCFullYear()}${String(orderId).padStart(6, "0")}`;
  const account = bankAccount(db);
  const bankTransfer =
    payment.type === "BANK_TRANSFER"
      ? {
          accountNumber: account.accountNumber,
          iban: account.iban,
          accountName: account.accountName,
          variableSymbol: code,
          amount: fromMinor(totalMinor),
          currencyCode: pricing.currencyCode,
          // The Czech "QR Platba" (SPAYD) string a banking app scans.
          qrPayload: `SPD*1.0*ACC:${account.iban}*AM:${(totalMinor / 100).toFixed(2)}*CC:${pricing.currencyCode}*X-VS:${code}`,
        }
      : null;
  const shipperPrice = priceJson(shipperMinor, pricing.currencyCode);
  const paymentPrice = priceJson(paymentMinor, pricing.currencyCode);
  // The order keeps its names in the language it was placed in, as its mails speak it.
  const shipperName = (id: number) => translationsOf(db, "shipper", context.locale)(id, "name");
  const paymentName = (id: number) => translationsOf(db, "payment", context.locale)(id, "name");
  const giftName = (id: number) => translationsOf(db, "order_gift", context.locale)(id, "name");
  const data = {
    locale: context.locale ?? "cs",
    items: checkout.json.items,
    prices: {
      ...prices,
      shipperPriceWithTax: shipperPrice.withTax,
      shipperPriceWithoutTax: shipperPrice.withoutTax,
      paymentPriceWithTax: paymentPrice.withTax,
      paymentPriceWithoutTax: paymentPrice.withoutTax,
      totalWithTax: fromMinor(totalMinor),
      // The order's totals are of everything: the cart's were of the goods alone.
      totalWithoutTax: fromMinor(
        toMinor(prices.totalWithoutTax) +
          toMinor(shipperPrice.withoutTax) +
          toMinor(paymentPrice.withoutTax),
      ),
    },
    currencyCode: pricing.currencyCode,
    couponCode: checkout.json.coupon?.isValid ? checkout.row.coupon_code : null,
    customer: {
      name: input.name,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      email: input.email,
      phone: input.phone,
    },
    billingAddress: {
      street: input.billing_address.street,
      city: input.billing_address.city,
      postcode: input.billing_address.postcode,
      countryCode: input.billing_address.country_code,
    },
    shippingAddress: shippingAddress
      ? {
          name: input.shipping?.name ?? input.name,
          street: shippingAddress.street,
          city: shippingAddress.city,
          postcode: shippingAddress.postcode,
          countryCode: shippingAddress.country_code,
        }
      : null,
    business: input.business
      ? {
          businessName: input.business.business_name,
          tin: input.business.TIN,
          vatin: input.business.VATIN ?? null,
        }
      : null,
    shipper: {
      id: shipper.id,
      code: shipper.code,
      name: shipperName(shipper.id) ?? shipper.name,
      type: shipper.type,
    },
    branch: branch ? branchJson(branch) : null,
    payment: {
      id: payment.id,
      code: payment.code,
      name: paymentName(payment.id) ?? payment.name,
      type: payment.type,
      bankTransfer,
    },
    deliveryDate,
    deliveryTimeId: deliveryTime?.id ?? null,
    deliveryTime: deliveryTime
      ? {
          id: deliveryTime.id,
          date: deliveryTime.date,
          from: deliveryTime.from,
          to: deliveryTime.to,
        }
      : null,
    gifts: gifts.map((gift) => ({ id: gift.id, name: giftName(gift.id) ?? gift.name })),
    comment: input.comment ?? null,
    shipperComment: input.shipper_comment ?? null,
    attributes: {
      cartId: checkout.row.id,
      GDPR: { zbozicz: input.zbozicz_allow === true, heureka: input.heureka_allow === true },
    },
    custom: input.custom ?? {},
    utm: input.utm ?? {},
  };
  db.prepare("UPDATE orders SET code = ?, data = ? WHERE id = ?").run(
    code,
    JSON.stringify(data),
    orderId,
  );

  takeStock(db, checkout.row.id, orderId);
  for (const gift of gifts)
    db.prepare("UPDATE order_gifts SET stock = stock - 1 WHERE id = ?").run(gift.id);
  if (user) {
    const spend = db.prepare(
      "INSERT INTO credit_entries (user_id, amount, reason, order_id, created_at) VALUES (?, ?, ?, ?, ?)",
    );
    if (checkout.row.credits > 0) spend.run(user.id, -checkout.row.credits, "order", orderId, now);
    const forItems = checkout.json.prices.creditsForItems;
    if (forItems > 0) spend.run(user.id, -forItems, "credit_items", orderId, now);
  }
  db.prepare("DELETE FROM cart_items WHERE cart_id = ?").run(checkout.row.id);
  db.prepare("UPDATE carts SET coupon_code = NULL, credits = 0 WHERE id = ?").run(checkout.row.id);
  if (context.idempotencyKey) {
    db.prepare("INSERT INTO order_idempotency_keys (cart_id, key, order_id) VALUES (?, ?, ?)").run(
      checkout.row.id,
      context.idempotencyKey,
      orderId,
    );
  }
  sendMail(
    db,
    {
      to: input.email,
      kind: "order",
      subject: `Potvrzení objednávky ${code}`,
      body: `Děkujeme za objednávku ${code} v hodnotě ${formatMoney(totalMinor, pricing.currencyCode)}.${
        deliveryTime
          ? ` Čas doručení: ${czechDay(deliveryTime.date)}, ${deliveryTime.from}–${deliveryTime.to}.`
          : ""
      }`,
      link: context.storefrontUrl
        ? `${new URL(orderStatusPath(context.locale), context.storefrontUrl)}?${new URLSearchParams({ kod: code, email: input.email })}`
        : undefined,
    },
    now,
  );
  const stored = findOrder(db, "id", orderId);
  if (!stored) throw new Error("the placed order was not stored");
  return orderJson(stored, context.gatewayBaseUrl);
}

/** "2. 12. 2026" of "2026-12-02", as a Czech mail writes a day. */
function czechDay(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${day}. ${month}. ${year}`;
}

/**
 * Takes the ordered amounts from the fastest warehouses first. Unchecked stock gives what
 * it has; the rest of such a line is made to order.
 */
function takeStock(db: Db, cartId: number, orderId: number): void {
  const items = db
    .prepare(
      `SELECT ci.variant_id, ci.amount, v.product_id
       FROM cart_items ci JOIN variants v ON v.id = ci.variant_id WHERE ci.cart_id = ?`,
    )
    .all(cartId) as Array<{ variant_id: number; amount: number; product_id: number }>;
  const insertItem = db.prepare(
    "INSERT INTO order_items (order_id, product_id, variant_id, amount) VALUES (?, ?, ?, ?)",
  );
  const takeFromWarehouse = db.prepare(
    "UPDATE variant_stock SET stock = stock - ? WHERE variant_id = ? AND warehouse_id = ?",
  );
  for (const item of items) {
    insertItem.run(orderId, item.product_id, item.variant_id, item.amount);
    const stocks = warehouseStocks(db, [item.variant_id]).get(item.variant_id) ?? [];
    for (const taken of stockToTake(stocks, item.amount)) {
      takeFromWarehouse.run(taken.amount, item.variant_id, taken.warehouseId);
    }
  }
}

export function findOrder(
  db: Db,
  by: "id" | "code" | "token",
  value: string | number,
  userId?: number,
): OrderRow | undefined {
  return db
    .prepare(`SELECT * FROM orders WHERE ${by} = ? AND (? IS NULL OR user_id = ?)`)
    .get(value, userId ?? null, userId ?? null) as OrderRow | undefined;
}

export function requireOrder(
  db: Db,
  by: "id" | "code" | "token",
  value: string | number,
  userId?: number,
): OrderRow {
  const order = findOrder(db, by, value, userId);
  if (!order) throw httpError(404, MESSAGES.orderNotFound);
  return order;
}

export function userOrders(db: Db, userId: number, page: number, perPage: number) {
  const total = db
    .prepare("SELECT count(*) FROM orders WHERE user_id = ?")
    .pluck()
    .get(userId) as number;
  const rows = db
    .prepare(
      "SELECT * FROM orders WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?",
    )
    .all(userId, perPage, (page - 1) * perPage) as Array<OrderRow>;
  return { rows, total };
}

/** The stored order as placed; only the payment type is read back, the rest is answered. */
const StoredOrderSchema = z.looseObject({
  locale: z.string().optional(),
  payment: z.looseObject({ type: z.string() }),
  currencyCode: z.string(),
  prices: z.looseObject({ totalWithTax: z.number() }),
  shipper: z.looseObject({ code: z.string(), name: z.string(), type: z.string() }),
  deliveryDate: z.string(),
  deliveryTime: z
    .object({ id: z.string(), date: z.string(), from: z.string(), to: z.string() })
    .nullish(),
  branch: z.looseObject({ id: z.number() }).nullish(),
});

/** The stored order with its live statuses; an unpaid card payment gets a gateway URL. */
export function orderJson(row: OrderRow, gatewayBaseUrl?: string) {
  const data = StoredOrderSchema.parse(JSON.parse(row.data));
  // A cancelled order is over: paying it would only start a refund.
  const payable =
    data.payment.type === "CARD_ONLINE" &&
    row.payment_status !== "paid" &&
    row.status !== "cancelled";
  return {
    id: row.id,
    code: row.code,
    token: row.token,
    status: row.status,
    paymentStatus: row.payment_status,
    createdAt: new Date(row.created_at).toISOString(),
    shippedAt: row.shipped_at === null ? null : new Date(row.shipped_at).toISOString(),
    deliveredOn: deliveredOn(row),
    ...data,
    paymentUrl: payable && gatewayBaseUrl ? `${gatewayBaseUrl}/gateway/${row.token}` : null,
  };
}

/**
 * What anyone holding an order code may read: codes are sequential, so the public answer
 * carries the order's state but nothing about the customer.
 */
export function orderStatusJson(row: OrderRow) {
  const order = orderJson(row);
  return {
    id: order.id,
    code: order.code,
    status: order.status,
    paymentStatus: order.paymentStatus,
    createdAt: order.createdAt,
    shippedAt: order.shippedAt,
    deliveredOn: order.deliveredOn,
    currencyCode: order.currencyCode,
    prices: order.prices,
    shipper: order.shipper,
    deliveryDate: order.deliveryDate,
    deliveryTime: order.deliveryTime ?? null,
    // The retailer's own shop, so its pickup day can be told; never a carrier's point.
    branch: order.shipper.type === "PERSONAL" ? (order.branch ?? null) : null,
  };
}

/**
 * Whether a shopper who looks an order up by its code typed the e-mail it was placed with;
 * case and surrounding spaces are how people type, not a different address.
 */
export function isOrderEmail(row: OrderRow, email: string): boolean {
  return row.email.trim().toLowerCase() === email.trim().toLowerCase();
}

export const LOYALTY_SHARE = 0.1;

/**
 * Marks the order shipped; a customer's shipped order earns 10 % of what was paid for the
 * items back as credits (1 credit = 1 CZK), when the loyalty programme is on.
 */
export function markShipped(db: Db, order: OrderRow, rate: number, now: number): void {
  if (order.status === "shipped") return;
  db.prepare("UPDATE orders SET status = 'shipped', shipped_at = ? WHERE id = ?").run(
    now,
    order.id,
  );
  if (order.user_id === null || !loyaltyEnabled(db)) return;
  const paidMinor = db
    .prepare("SELECT items_with_tax_minor FROM orders WHERE id = ?")
    .pluck()
    .get(order.id) as number;
  const credits = Math.floor((paidMinor * rate * LOYALTY_SHARE) / 100);
  if (credits > 0) {
    db.prepare(
      "INSERT INTO credit_entries (user_id, amount, reason, order_id, created_at) VALUES (?, ?, 'loyalty', ?, ?)",
    ).run(order.user_id, credits, order.id, now);
  }
}

export function setPaymentStatus(
  db: Db,
  order: OrderRow,
  status: "paid" | "failed" | "cancelled",
): void {
  db.prepare(
    `UPDATE orders SET payment_status = ?, status = CASE WHEN ? = 'paid' AND status = 'new' THEN 'paid' ELSE status END
     WHERE id = ?`,
  ).run(status, status, order.id);
}
