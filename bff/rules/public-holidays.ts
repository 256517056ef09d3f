import { TZDate } from "@date-fns/tz";
import { addDays, formatISO, subDays } from "date-fns";

/** The holiday calendars delivery dates are counted in (see decision 011). */
export type HolidayCountry = "cz" | "sk";

/** A calendar day, held in UTC: a zone without summer time, whatever the server's own. */
function calendarDay(year: number, month: number, day: number): TZDate {
  return new TZDate(year, month - 1, day, "UTC");
}

function isoOf(day: TZDate): string {
  return formatISO(day, { representation: "date" });
}

/**
 * Easter Sunday of the Gregorian calendar as `YYYY-MM-DD`, by the anonymous (Meeus/Jones/
 * Butcher) computus: Good Friday and Easter Monday move with it, so no fixed list can hold
 * them.
 */
export function easterSunday(year: number): string {
  return isoOf(easterSundayDay(year));
}

function easterSundayDay(year: number): TZDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return calendarDay(year, month, day);
}

/** Both countries take Good Friday and Easter Monday off. */
function easterDays(year: number): Array<string> {
  const sunday = easterSundayDay(year);
  return [isoOf(subDays(sunday, 2)), isoOf(addDays(sunday, 1))];
}

/**
 * The spec's Czech list read as day.month, with "7.5, 7.6" taken as 5 and 6 July, plus the
 * Czech days off it leaves out: 8 May and the Easter days.
 */
const CZECH_FIXED: Array<[month: number, day: number]> = [
  [1, 1],
  [5, 1],
  [5, 8],
  [7, 5],
  [7, 6],
  [9, 28],
  [10, 28],
  [11, 17],
  [12, 24],
  [12, 25],
  [12, 26],
];

/**
 * Slovak days off (dni pracovného pokoja), not every state holiday: couriers work on a
 * state holiday that is no longer a day off. The consolidation laws turned 1 September into
 * a working day from 2024, 17 November from 2025, and 8 May and 15 September for 2026 only.
 */
const SLOVAK_FIXED: Array<[month: number, day: number, isDayOff?: (year: number) => boolean]> = [
  [1, 1],
  [1, 6],
  [5, 1],
  [5, 8, (year) => year !== 2026],
  [7, 5],
  [8, 29],
  [9, 1, (year) => year < 2024],
  [9, 15, (year) => year !== 2026],
  [11, 1],
  [11, 17, (year) => year < 2025],
  [12, 24],
  [12, 25],
  [12, 26],
];

/** Days off work rather than every state holiday: only days off stop a delivery. */
export function publicHolidays(country: HolidayCountry, year: number): Set<string> {
  const fixed =
    country === "cz"
      ? CZECH_FIXED
      : SLOVAK_FIXED.filter(([, , isDayOff]) => isDayOff?.(year) ?? true);
  return new Set([
    ...fixed.map(([month, day]) => isoOf(calendarDay(year, month, day))),
    ...easterDays(year),
  ]);
}

/**
 * Each country's year is built once: delivery asks one day at a time, and each day of a
 * calendar costs a time-zone lookup to build.
 */
const calendars = new Map<string, ReadonlySet<string>>();

/** Delivery asks one day at a time; the year comes from the day itself. */
export function isPublicHoliday(country: HolidayCountry, day: string): boolean {
  const year = Number(day.slice(0, 4));
  const key = `${country} ${year}`;
  let calendar = calendars.get(key);
  if (!calendar) {
    calendar = publicHolidays(country, year);
    calendars.set(key, calendar);
  }
  return calendar.has(day);
}
