import { SHOP_TIME_ZONE } from "./shop-time-zone.ts";

/** Returns within 30 days (spec: content-side §1 and shop-side §1). */
export const RETURN_WINDOW_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

export type ReturnWindow =
  { open: true; lastDay: string } | { open: false; lastDay: string | null };

/** A day in the shop's time zone as YYYY-MM-DD. */
export function shopDay(instant: Date): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: SHOP_TIME_ZONE }).format(instant);
}

/**
 * Whether goods delivered on `deliveredOn` (YYYY-MM-DD, the store's word) may still be
 * returned on `today`. The 30 days count from the day after delivery, as periods in Czech
 * law do, so the last day is the delivery day plus 30. An order not delivered yet (null)
 * has no window.
 */
export function returnWindow(deliveredOn: string | null, today: string): ReturnWindow {
  if (deliveredOn === null || !/^\d{4}-\d{2}-\d{2}$/.test(deliveredOn)) {
    return { open: false, lastDay: null };
  }
  const lastDay = new Date(Date.parse(`${deliveredOn}T00:00:00Z`) + RETURN_WINDOW_DAYS * DAY_MS)
    .toISOString()
    .slice(0, 10);
  return today <= lastDay ? { open: true, lastDay } : { open: false, lastDay };
}
