/**
 * The sandbox has no carrier tracking: a parcel counts as delivered two days after it was
 * shipped, the longest the shop promises (spec: delivery in up to 2 days). Claims, the
 * public status answer and the account read this one day, so no two pages disagree.
 */
const DELIVERY_DAYS = 2;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The shop's calendar day (Europe/Prague) of an instant, as YYYY-MM-DD. */
export function shopDay(instant: number): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Prague" }).format(instant);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The day a shipped order reaches (or reached) the customer; null before it is shipped. */
export function deliveredOn(order: { shipped_at: number | null }): string | null {
  return order.shipped_at === null ? null : addDays(shopDay(order.shipped_at), DELIVERY_DAYS);
}
