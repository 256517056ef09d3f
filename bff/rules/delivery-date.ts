import { TZDate } from "@date-fns/tz";
import { addDays, formatISO, isWeekend, startOfDay } from "date-fns";

import type { Locale } from "#bff/context.ts";

import { isPublicHoliday, type HolidayCountry } from "./public-holidays.ts";
import { SHOP_TIME_ZONE } from "./shop-time-zone.ts";

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

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * An unreadable closing time counts as passed: a day late beats a promise we cannot keep.
 * Wall clock against wall clock, not instants: on the spring change a closing time in the
 * skipped hour would otherwise move an hour later, and in the autumn pick one of two.
 */
function isPastClosing(clock: TZDate, closesAt: string): boolean {
  const match = CLOCK.exec(closesAt);
  if (!match) return true;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (clock.getHours() !== hours) return clock.getHours() > hours;
  if (clock.getMinutes() !== minutes) return clock.getMinutes() > minutes;
  return clock.getSeconds() > 0 || clock.getMilliseconds() > 0;
}

/** `YYYY-MM-DD` of the day in its own zone, as the holiday calendars and the store write it. */
function isoOf(day: TZDate): string {
  return formatISO(day, { representation: "date" });
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
  // Days are added in Paris: a day stays a day across the summer time changes.
  const clock = new TZDate(input.now, SHOP_TIME_ZONE);
  let day: TZDate = addDays(startOfDay(clock), wholeDays(input.delayDays));
  if (isPastClosing(clock, input.shipper.closesAt)) day = addDays(day, 1);
  while (isWeekend(day) || isPublicHoliday(input.country, isoOf(day))) day = addDays(day, 1);
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
