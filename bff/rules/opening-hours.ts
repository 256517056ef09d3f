import { tz } from "@date-fns/tz";
import { format } from "date-fns";

import { isPublicHoliday, type HolidayCountry } from "./public-holidays.ts";
import { SHOP_TIME_ZONE } from "./shop-time-zone.ts";

/**
 * A shop's opening hours (content side §3 Branch) read on the shop's clock: whether it is
 * open now, a day's hours and the week ahead. A day's hours come, in this order, from the
 * temporary closure (`branch_closed_from` to `branch_closed_to`, both days included), the
 * CMS's exceptions for that date (holidays, special days), and the regular week. Public
 * holidays close nothing by themselves: the operator decides each one in the exceptions,
 * and a holiday is only marked, so the shopper knows to expect a change.
 */

/** A weekday's hours: day 1 is Monday, 7 Sunday; `from` and `to` "HH:MM", both null when closed. */
export type WeekdayHours = { day: number; from: string | null; to: string | null };

/** Hours for one date (`YYYY-MM-DD`) that differ from the week's; null hours close the day. */
export type OpeningException = {
  date: string;
  from: string | null;
  to: string | null;
  note: string | null;
};

export type OpeningSchedule = {
  week: Array<WeekdayHours>;
  exceptions: Array<OpeningException>;
  /** The temporary closure's first and last day (`YYYY-MM-DD`), or null. */
  closedFrom: string | null;
  closedTo: string | null;
  /** Whose public holidays are marked. */
  country: HolidayCountry;
};

/** One date's hours and why they are what they are. */
export type DayHours = {
  date: string;
  /** 1 Monday … 7 Sunday. */
  day: number;
  /** Both null when the shop is closed that day. */
  from: string | null;
  to: string | null;
  source: "week" | "exception" | "closure";
  note: string | null;
  holiday: boolean;
};

const HH_MM = /^([01]\d|2[0-4]):([0-5]\d)$/;

function minutes(time: string): number | null {
  const match = HH_MM.exec(time);
  if (!match) return null;
  const value = Number(match[1]) * 60 + Number(match[2]);
  return value <= 24 * 60 ? value : null;
}

/** The opening times of a day, or null when it has none that make sense. */
function span(from: string | null, to: string | null): { from: string; to: string } | null {
  if (from === null || to === null) return null;
  const opens = minutes(from);
  const closes = minutes(to);
  return opens !== null && closes !== null && opens < closes ? { from, to } : null;
}

/** The shop's calendar date and time of day at `now`. */
export function shopClock(now: Date): { date: string; time: string } {
  const [date = "", time = ""] = format(now, "yyyy-MM-dd HH:mm", {
    in: tz(SHOP_TIME_ZONE),
  }).split(" ");
  return { date, time };
}

/** The calendar day `days` after `date`, counted in whole days (no clock, no summer time). */
export function addCalendarDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

function weekdayOf(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const sundayFirst = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return sundayFirst === 0 ? 7 : sundayFirst;
}

function isClosedFor(schedule: OpeningSchedule, date: string): boolean {
  const { closedFrom, closedTo } = schedule;
  if (closedFrom === null && closedTo === null) return false;
  // An open end: a closure without a last day lasts until it is lifted, one without a first
  // day has lasted as long as anyone knows.
  return (closedFrom === null || closedFrom <= date) && (closedTo === null || date <= closedTo);
}

/** The shop's hours on a calendar date (`YYYY-MM-DD`). */
export function hoursOn(schedule: OpeningSchedule, date: string): DayHours {
  const day = weekdayOf(date);
  const holiday = isPublicHoliday(schedule.country, date);
  if (isClosedFor(schedule, date)) {
    return { date, day, from: null, to: null, source: "closure", note: null, holiday };
  }
  const exception = schedule.exceptions.find((entry) => entry.date === date);
  if (exception) {
    const open = span(exception.from, exception.to);
    return {
      date,
      day,
      from: open?.from ?? null,
      to: open?.to ?? null,
      source: "exception",
      note: exception.note?.trim() || null,
      holiday,
    };
  }
  const regular = schedule.week.find((entry) => entry.day === day);
  const open = regular ? span(regular.from, regular.to) : null;
  return {
    date,
    day,
    from: open?.from ?? null,
    to: open?.to ?? null,
    source: "week",
    note: null,
    holiday,
  };
}

/**
 * The first day on or after `date` the shop is open (its weekly hours, exceptions and a
 * temporary closure applied; a holiday closes only as an exception says): when an order can
 * be picked up there. Null when it
 * stays shut for `limit` days, a closure without a known end among them.
 */
export function firstOpenDay(schedule: OpeningSchedule, date: string, limit = 60): string | null {
  for (let offset = 0; offset < limit; offset += 1) {
    const day = addCalendarDays(date, offset);
    const hours = hoursOn(schedule, day);
    if (hours.from !== null && hours.to !== null) return day;
  }
  return null;
}

/** Today's hours on the shop's clock. */
export function hoursToday(schedule: OpeningSchedule, now: Date): DayHours {
  return hoursOn(schedule, shopClock(now).date);
}

/** Seven days from today: today first, with exceptions and the closure applied. */
export function weekAhead(schedule: OpeningSchedule, now: Date, days = 7): Array<DayHours> {
  const today = shopClock(now).date;
  return Array.from({ length: days }, (_, offset) =>
    hoursOn(schedule, addCalendarDays(today, offset)),
  );
}

/** Whether the shop is open at `now`: from its opening minute up to, not including, its closing one. */
export function isOpenNow(schedule: OpeningSchedule, now: Date): boolean {
  const { date, time } = shopClock(now);
  const today = hoursOn(schedule, date);
  if (today.from === null || today.to === null) return false;
  const current = minutes(time);
  const opens = minutes(today.from);
  const closes = minutes(today.to);
  return (
    current !== null && opens !== null && closes !== null && opens <= current && current < closes
  );
}

/**
 * The temporary closure the shopper should know about: one going on now or still to come,
 * with its first and last day; null when there is none or it is over.
 */
export function currentClosure(
  schedule: OpeningSchedule,
  now: Date,
): { from: string | null; to: string | null; now: boolean } | null {
  const { closedFrom, closedTo } = schedule;
  if (closedFrom === null && closedTo === null) return null;
  const today = shopClock(now).date;
  if (closedTo !== null && closedTo < today) return null;
  return { from: closedFrom, to: closedTo, now: isClosedFor(schedule, today) };
}
