import type { Db } from "#sandbox/db/open.ts";
import { httpError } from "#sandbox/http/errors.ts";
import { MESSAGES, type Message } from "#sandbox/message-language.ts";

import { type WarehouseStock, stockDelayDays, warehouseStocks } from "./warehouse-stock.ts";

/** What limits how much of a variant one cart may hold. */
export interface VariantLimits {
  variantId: number;
  /** Sum over all warehouses; 0 for a product that is not saleable. */
  stock: number;
  /** The stock per warehouse in dispatch order (empty for a product that is not saleable). */
  warehouses: Array<WarehouseStock>;
  /** False sells without looking at stock: what stock lacks is made to order in delayDays. */
  checkStock: boolean;
  amountMin: number;
  amountMax: number | null;
  delayDays: number;
  unit: string;
  restrictedToGroup: string | null;
}

export function variantLimits(db: Db, variantId: number): VariantLimits {
  const row = db
    .prepare(
      `SELECT p.saleable, p.unit, p.restricted_to_group,
         (SELECT coalesce(sum(stock), 0) FROM variant_stock WHERE variant_id = v.id) AS stock,
         coalesce(r.check_stock, 1) AS check_stock, coalesce(r.amount_min, 1) AS amount_min,
         r.amount_max, coalesce(r.delay_days, 0) AS delay_days
       FROM variants v JOIN products p ON p.id = v.product_id
       LEFT JOIN variant_rules r ON r.variant_id = v.id
       WHERE v.id = ?`,
    )
    .get(variantId) as
    | {
        saleable: number;
        unit: string;
        restricted_to_group: string | null;
        stock: number;
        check_stock: number;
        amount_min: number;
        amount_max: number | null;
        delay_days: number;
      }
    | undefined;
  if (!row) throw httpError(404, MESSAGES.productNotFound, "id");
  const saleable = row.saleable === 1;
  return {
    variantId,
    stock: saleable ? row.stock : 0,
    warehouses: saleable ? (warehouseStocks(db, [variantId]).get(variantId) ?? []) : [],
    checkStock: !saleable || row.check_stock === 1,
    amountMin: row.amount_min,
    amountMax: row.amount_max,
    delayDays: row.delay_days,
    unit: row.unit,
    restrictedToGroup: row.restricted_to_group,
  };
}

/** The most a cart may hold of the variant: the stock (when checked) and the purchase limit. */
export function maxAmount(limits: VariantLimits): number {
  const stock = limits.checkStock ? limits.stock : Number.POSITIVE_INFINITY;
  return Math.min(stock, limits.amountMax ?? Number.POSITIVE_INFINITY);
}

/**
 * Working days before `amount` units can be dispatched: the slowest warehouse the amount
 * needs, or the made-to-order delay when unchecked stock does not cover it. A checked
 * variant's own delay (a rule of the store) applies on top of its warehouses'.
 */
export function dispatchDelayDays(limits: VariantLimits, amount: number): number {
  const fromStock = stockDelayDays(limits.warehouses, amount);
  if (fromStock === undefined) return limits.delayDays;
  return limits.checkStock ? Math.max(fromStock, limits.delayDays) : fromStock;
}

export type AvailabilityCode = "in_stock" | "in_external_stock" | "on_order" | "sold_out";

/**
 * The store's availability of the smallest amount a shopper may buy: in stock when it
 * ships at once, in an external (slower) warehouse, made to order, or sold out.
 */
export function availabilityOf(limits: VariantLimits): {
  isAvailable: boolean;
  availabilityCode: AvailabilityCode;
  delayDays: number;
} {
  const delayDays = dispatchDelayDays(limits, limits.amountMin);
  const fromStock = stockDelayDays(limits.warehouses, limits.amountMin);
  if (fromStock !== undefined) {
    const code = fromStock > 0 ? "in_external_stock" : "in_stock";
    return { isAvailable: true, availabilityCode: code, delayDays };
  }
  if (!limits.checkStock) return { isAvailable: true, availabilityCode: "on_order", delayDays };
  return { isAvailable: false, availabilityCode: "sold_out", delayDays };
}

/**
 * Why a cart may not hold `amount` of the variant, or undefined when it may. The titles
 * are the spec's quantity messages.
 */
export function amountProblem(
  limits: VariantLimits,
  amount: number,
): { field: "amount"; title: Message } | undefined {
  if (limits.checkStock && amount > limits.stock) {
    return { field: "amount", title: MESSAGES.outOfStock };
  }
  if (limits.amountMax !== null && amount > limits.amountMax) {
    return { field: "amount", title: MESSAGES.amountAtMost(limits.amountMax, limits.unit) };
  }
  if (amount < limits.amountMin) {
    return { field: "amount", title: MESSAGES.amountAtLeast(limits.amountMin, limits.unit) };
  }
  return undefined;
}
