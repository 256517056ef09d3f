import type { Order } from "#bff/store/schemas.ts";

/** Where an order stands for the customer: the store's states, and delivered once it is. */
export type OrderProgress = Order["status"] | "delivered";

/**
 * A shipped order counts as delivered from the day the store says the carrier brought it
 * (`deliveredOn`, YYYY-MM-DD, compared with the shop's `today`). The status page, the
 * account and the claim forms all ask this, so one order never reads "shipped" on one
 * page and "delivered" on another.
 */
export function orderProgress(
  order: { status: Order["status"]; deliveredOn?: string | null },
  today: string,
): OrderProgress {
  if (order.status === "shipped" && order.deliveredOn && order.deliveredOn <= today) {
    return "delivered";
  }
  return order.status;
}

/**
 * The day to state for an order: once shipped, the carrier's day from the store (expected,
 * or past when delivered); before that, the day the shop promised (`promised`). A
 * cancelled order states none.
 */
export function orderDeliveryDay(
  order: { status: Order["status"]; deliveredOn?: string | null },
  promised: string | null,
): string | null {
  if (order.status === "cancelled") return null;
  if (order.status === "shipped" && order.deliveredOn) return order.deliveredOn;
  return promised;
}
