import type { Locale } from "#bff/context.ts";

import { isPublicHoliday, type HolidayCountry } from "./public-holidays.ts";

export type DeliveryDateInput = {
  /** The instant of the request. */
  now: Date;
  /** The item's delay days (0 or more). */
  delayDays: number;
  shipper: {
    /** `YYYY-MM-DD`: the store's own estimate. */
    nearestDeliveryDate: string;
    /** `HH:MM`, Paris wall-clock time. */
    closesAt: string;
  };
  country: HolidayCountry;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The spec keeps the shop's clock in Paris, in the cs locale, whatever the server's TZ. */
const PARIS = new Intl.DateTimeFormat("cs", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  hourCycle: "h23",
});

/**
 * The day comes back as a UTC-midnight timestamp, so adding whole days never meets a DST
 * shift. Paris has kept a whole-minute offset since 1911, so the instant's own milliseconds
 * are Paris's too.
 */
function parisWallClock(now: Date): { day: number; msOfDay: number } {
  const parts = Object.fromEntries(
    PARIS.formatToParts(now).map((part) => [part.type, Number(part.value)]),
  );
  const { year = NaN, month = NaN, day = NaN, hour = NaN, minute = NaN, second = NaN } = parts;
  const ms = ((now.getTime() % 1000) + 1000) % 1000;
  return {
    day: Date.UTC(year, month - 1, day),
    msOfDay: ((hour * 60 + minute) * 60 + second) * 1000 + ms,
  };
}

/** An unreadable closing time counts as passed: a day late beats a promise we cannot keep. */
function isPastClosing(msOfDay: number, closesAt: string): boolean {
  const match = CLOCK.exec(closesAt);
  if (!match) return true;
  return msOfDay > (Number(match[1]) * 60 + Number(match[2])) * 60_000;
}

function isoOf(day: number): string {
  return new Date(day).toISOString().slice(0, 10);
}

function isWeekend(day: number): boolean {
  const weekday = new Date(day).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** Fractional or negative delays from the store must not bring the date forward. */
function wholeDays(delayDays: number): number {
  return Number.isFinite(delayDays) ? Math.max(0, Math.ceil(delayDays)) : 0;
}

/**
 * Spec: "item delay days are added; if past the shipper's closesAt add one day; weekends
 * move to Monday; holidays of the default country are skipped; never earlier than the
 * shipper's nearest delivery date", in Europe/Paris time. The steps run in the spec's
 * order, so delay days are calendar days: a delay ending on a weekend or holiday still
 * moves on to the next working day. The shipper's nearest date is the store's own estimate
 * and only ever pushes the date later; an unreadable one sets no floor. See decision 011.
 */
export function deliveryDate(input: DeliveryDateInput): string {
  const { day: today, msOfDay } = parisWallClock(input.now);
  let day = today + wholeDays(input.delayDays) * DAY_MS;
  if (isPastClosing(msOfDay, input.shipper.closesAt)) day += DAY_MS;
  while (isWeekend(day) || isPublicHoliday(input.country, isoOf(day))) day += DAY_MS;
  const date = isoOf(day);
  const floor = input.shipper.nearestDeliveryDate;
  return ISO_DAY.test(floor) && floor > date ? floor : date;
}

/**
 * Goods ship from the Czech warehouse, so the German storefront counts Czech holidays; only
 * the Slovak storefront has a calendar of its own.
 */
export function holidayCountry(locale: Locale): HolidayCountry {
  return locale === "sk" ? "sk" : "cz";
}
