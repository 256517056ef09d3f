import { translationsOf } from "#sandbox/content-language.ts";
import type { Db } from "#sandbox/db/open.ts";
import { httpError } from "#sandbox/http/errors.ts";
import { MESSAGES } from "#sandbox/message-language.ts";
import { fromMinor, netFromGross } from "#sandbox/money.ts";

import { holidaysOf, isoDay, nearestDeliveryDay } from "./delivery.ts";
import { fromCzk } from "./money-conversion.ts";

/** Shippers, payments and pick-up points as the store answers them. */

/** Shipping and payment fees carry the standard Czech VAT rate. */
export const SERVICE_VAT_RATE = 21;

export interface ShipperRow {
  id: number;
  code: string;
  name: string;
  type: string;
  required_address: number;
  price_minor: number;
  free_shipping_allowed: number;
  delivery_days: number;
  closes_at: string;
  has_time_slots: number;
  country_codes: string;
}

export interface PaymentRow {
  id: number;
  code: string;
  name: string;
  type: string;
  price_minor: number;
}

/** Shippers in their order, named in `locale` (Czech without a translation). */
export function listShippers(db: Db, locale?: string): Array<ShipperRow> {
  const names = translationsOf(db, "shipper", locale);
  const rows = db.prepare("SELECT * FROM shippers ORDER BY position").all() as Array<ShipperRow>;
  return rows.map((row) => ({ ...row, name: names(row.id, "name") ?? row.name }));
}

export function findShipper(db: Db, id: number): ShipperRow | undefined {
  return db.prepare("SELECT * FROM shippers WHERE id = ?").get(id) as ShipperRow | undefined;
}

/** Payments in their order, named in `locale` (Czech without a translation). */
export function listPayments(db: Db, locale?: string): Array<PaymentRow> {
  const names = translationsOf(db, "payment", locale);
  const rows = db.prepare("SELECT * FROM payments ORDER BY position").all() as Array<PaymentRow>;
  return rows.map((row) => ({ ...row, name: names(row.id, "name") ?? row.name }));
}

export function findPayment(db: Db, id: number): PaymentRow | undefined {
  return db.prepare("SELECT * FROM payments WHERE id = ?").get(id) as PaymentRow | undefined;
}

export function blockedPayments(db: Db, shipperId: number): Array<number> {
  return db
    .prepare("SELECT payment_id FROM shipper_blocked_payments WHERE shipper_id = ? ORDER BY 1")
    .pluck()
    .all(shipperId) as Array<number>;
}

export function priceJson(minor: number, currencyCode: string) {
  return {
    withTax: fromMinor(minor),
    withoutTax: fromMinor(netFromGross(minor, SERVICE_VAT_RATE)),
    currencyCode,
  };
}

export interface PricingContext {
  currencyCode: string;
  rate: number;
  /** The cart reaches the free-shipping threshold or holds a free-shipping coupon. */
  freeShipping: boolean;
  /** The largest delay of the cart's items, added to every delivery date. */
  delayDays: number;
}

/** A shipper's price for a cart: free over the threshold unless the shipper opts out. */
export function shipperPriceMinor(shipper: ShipperRow, pricing: PricingContext): number {
  if (pricing.freeShipping && shipper.free_shipping_allowed === 1) return 0;
  return fromCzk(shipper.price_minor, pricing.rate);
}

export function shipperJson(db: Db, shipper: ShipperRow, pricing: PricingContext, now: number) {
  const nearest = nearestDeliveryDay(shipper, now, holidaysOf(db), pricing.delayDays);
  return {
    id: shipper.id,
    code: shipper.code,
    name: shipper.name,
    type: shipper.type,
    requiredAddress: shipper.required_address === 1,
    blockedPayments: blockedPayments(db, shipper.id),
    countryCodes: JSON.parse(shipper.country_codes) as unknown,
    hasTimeSlots: shipper.has_time_slots === 1,
    freeShippingAllowed: shipper.free_shipping_allowed === 1,
    price: priceJson(shipperPriceMinor(shipper, pricing), pricing.currencyCode),
    delivery: { nearestDeliveryDate: isoDay(nearest), closesAt: shipper.closes_at },
  };
}

export function paymentJson(payment: PaymentRow, pricing: PricingContext) {
  return {
    id: payment.id,
    code: payment.code,
    name: payment.name,
    type: payment.type,
    price: priceJson(fromCzk(payment.price_minor, pricing.rate), pricing.currencyCode),
  };
}

interface BranchRow {
  id: number;
  shipper_id: number;
  remote_id: string;
  name: string;
  street: string;
  city: string;
  postcode: string;
  country_code: string;
  latitude: number;
  longitude: number;
  opening_hours: string;
  warehouse_id: number | null;
}

export function branchJson(row: BranchRow) {
  return {
    id: row.id,
    shipperId: row.shipper_id,
    remoteId: row.remote_id,
    name: row.name,
    street: row.street,
    city: row.city,
    postcode: row.postcode,
    countryCode: row.country_code,
    gps: { latitude: row.latitude, longitude: row.longitude },
    openingHours: JSON.parse(row.opening_hours) as unknown,
    warehouseId: row.warehouse_id,
  };
}

export function findBranch(db: Db, id: number): BranchRow | undefined {
  return db.prepare("SELECT * FROM branches WHERE id = ?").get(id) as BranchRow | undefined;
}

/** Pick-up points of a shipper whose name, town, street or postcode contains `s`. */
export function searchBranches(
  db: Db,
  filter: { shipperId?: number; s?: string; page: number; perPage: number },
) {
  const needle = filter.s?.trim() ? `%${filter.s.trim()}%` : null;
  const where = `(? IS NULL OR shipper_id = ?)
    AND (? IS NULL OR name LIKE ? OR city LIKE ? OR street LIKE ? OR replace(postcode, ' ', '') LIKE replace(?, ' ', ''))`;
  const params = [
    filter.shipperId ?? null,
    filter.shipperId ?? null,
    needle,
    needle,
    needle,
    needle,
    needle,
  ];
  const total = db
    .prepare(`SELECT count(*) FROM branches WHERE ${where}`)
    .pluck()
    .get(...params) as number;
  const rows = db
    .prepare(`SELECT * FROM branches WHERE ${where} ORDER BY city, name, id LIMIT ? OFFSET ?`)
    .all(...params, filter.perPage, (filter.page - 1) * filter.perPage) as Array<BranchRow>;
  return { rows, total };
}

export function branchesByIds(db: Db, ids: Array<number>): Array<BranchRow> {
  return db
    .prepare(`SELECT b.* FROM json_each(?) k JOIN branches b ON b.id = k.value ORDER BY k.key`)
    .all(JSON.stringify(ids)) as Array<BranchRow>;
}

export function branchByRemoteId(db: Db, shipperId: number, remoteId: string): BranchRow {
  const row = db
    .prepare("SELECT * FROM branches WHERE shipper_id = ? AND remote_id = ?")
    .get(shipperId, remoteId) as BranchRow | undefined;
  if (!row) throw httpError(404, MESSAGES.pickupPointNotFound);
  return row;
}
