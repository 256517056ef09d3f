import type { Db } from "#sandbox/db/open.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The sold-out egg's deliveries, counted from the seed's day so the demo always has one
 * ahead: one already past (it never came), the nearest expected and a later one.
 */
const SOLD_OUT_EGG = { productId: 1004, days: [-3, 12, 40], amounts: [20, 15, 30] };

function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export function seedStorageDates(db: Db, today = Math.floor(Date.now() / DAY_MS) * DAY_MS): void {
  const insert = db.prepare(
    "INSERT INTO product_storage_dates (product_id, date, amount) VALUES (?, ?, ?)",
  );
  SOLD_OUT_EGG.days.forEach((days, index) =>
    insert.run(
      SOLD_OUT_EGG.productId,
      isoDay(today + days * DAY_MS),
      SOLD_OUT_EGG.amounts[index] ?? 0,
    ),
  );
}
