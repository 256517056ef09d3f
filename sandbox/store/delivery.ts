import type { Db } from "#sandbox/db/open.ts";

/**
 * Delivery dates in the shop's own time zone: dispatch happens on working days before the
 * shipper's closing time, weekends and Czech holidays are skipped.
 */

const SHOP_TIME_ZONE = "Europe/Prague";
const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar day as UTC midnight, so day arithmetic ignores daylight-saving shifts. */
export type Day = number;

export function shopClock(now: number): { today: Day; time: string } {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: SHOP_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(now));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const time = `${String(part("hour")).padStart(2, "0")}:${String(part("minute")).padStart(2, "0")}`;
  return { today: Date.UTC(part("year"), part("month") - 1, part("day")), time };
}

export function isoDay(day: Day): string {
  return new Date(day).toISOString().slice(0, 10);
}

export function parseIsoDay(value: string): Day | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const day = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(day) || isoDay(day) !== value ? undefined : day;
}

export function holidaysOf(db: Db): Set<string> {
  const rows = db.prepare("SELECT month, day FROM holidays").all() as Array<{
    month: number;
    day: number;
  }>;
  return new Set(rows.map((row) => `${row.month}-${row.day}`));
}

export function isWorkingDay(day: Day, holidays: Set<string>): boolean {
  const date = new Date(day);
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !holidays.has(`${date.getUTCMonth() + 1}-${date.getUTCDate()}`);
}

export function addWorkingDays(day: Day, count: number, holidays: Set<string>): Day {
  let result = day;
  while (!isWorkingDay(result, holidays)) result += DAY_MS;
  for (let added = 0; added < count;) {
    result += DAY_MS;
    if (isWorkingDay(result, holidays)) added += 1;
  }
  return result;
}

/**
 * The nearest day the parcel reaches the shopper: dispatch today when it is a working day
 * before closesAt, else on the next working day; then the shipper's transit days and the
 * items' delay days, all counted in working days.
 */
export function nearestDeliveryDay(
  shipper: { delivery_days: number; closes_at: string },
  now: number,
  holidays: Set<string>,
  delayDays = 0,
): Day {
  const { today, time } = shopClock(now);
  const dispatchToday = isWorkingDay(today, holidays) && time < shipper.closes_at;
  const dispatch = dispatchToday ? today : addWorkingDays(today + DAY_MS, 0, holidays);
  return addWorkingDays(dispatch, shipper.delivery_days + delayDays, holidays);
}

const SLOTS = [
  ["17:00", "20:00"],
  ["20:00", "22:00"],
] as const;
const SLOT_DAYS = 5;

/** Evening time slots of a courier that offers them, on its next working days. */
export function deliveryTimeSlots(shipperId: number, firstDay: Day, holidays: Set<string>) {
  const slots: Array<{ id: string; shipperId: number; date: string; from: string; to: string }> =
    [];
  let day = addWorkingDays(firstDay, 0, holidays);
  for (let n = 0; n < SLOT_DAYS; n += 1) {
    for (const [from, to] of SLOTS) {
      slots.push({
        id: `${shipperId}-${isoDay(day)}-${from}`,
        shipperId,
        date: isoDay(day),
        from,
        to,
      });
    }
    day = addWorkingDays(day, 1, holidays);
  }
  return slots;
}
