import type { OrderDeliveryTime } from "#bff/store/schemas.ts";

/** The slot as the views show it: its day and hours, nothing else the store sends. */
export function deliveryTimeOf(
  slot: OrderDeliveryTime | null | undefined,
): OrderDeliveryTime | null {
  return slot ? { date: slot.date, from: slot.from, to: slot.to } : null;
}
