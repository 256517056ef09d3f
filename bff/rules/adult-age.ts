import { TZDate } from "@date-fns/tz";
import { differenceInYears, formatISO, isValid, parseISO } from "date-fns";

import { SHOP_TIME_ZONE } from "./shop-time-zone.ts";

/** The shop sells to adults only (spec §1): the age a buyer must have reached. */
export const ADULT_AGE = 18;

type CalendarDay = { year: number; month: number; day: number };

/** A real calendar day written YYYY-MM-DD (the value of a date input), else null. */
export function parseBirthDate(value: string): CalendarDay | null {
  const text = value.trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // parseISO checks the day against its month and leap years in UTC; isExists would use the
  // machine's zone and refuse a day it skipped (31 December 1994 in Kiritimati). A year
  // before 100 stays refused, as a typo rather than a birth date.
  return year >= 100 && isValid(parseISO(text)) ? { year, month, day } : null;
}

/**
 * Midnight UTC of a `YYYY-MM-DD` day, built from text: a TZDate built from year, month and
 * day goes through the machine's zone and moves a day that zone skipped.
 */
function utcMidnight(day: string): TZDate {
  return new TZDate(`${day}T00:00:00Z`, "UTC");
}

/**
 * Full years from `dateOfBirth` (YYYY-MM-DD) to today in the shop's time zone; null for a
 * value that is not a date. Someone born on 29 February comes of age on 1 March.
 */
export function ageOn(dateOfBirth: string, now: Date): number | null {
  if (!parseBirthDate(dateOfBirth)) return null;
  const today = formatISO(new TZDate(now, SHOP_TIME_ZONE), { representation: "date" });
  // Both days at the same midnight, so only the calendar decides, as it does a birthday.
  return differenceInYears(utcMidnight(today), utcMidnight(dateOfBirth.trim()));
}

/** True when the buyer born on `dateOfBirth` is an adult today in the shop's time zone. */
export function isAdult(dateOfBirth: string, now: Date): boolean {
  const age = ageOn(dateOfBirth, now);
  return age !== null && age >= ADULT_AGE;
}
