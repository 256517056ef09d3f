/** The shop sells to adults only (spec §1): the age a buyer must have reached. */
export const ADULT_AGE = 18;

/** Birthdays and "today" count in the shop's own time zone, not the server's. */
const SHOP_TIME_ZONE = "Europe/Paris";

type CalendarDay = { year: number; month: number; day: number };

const SHOP_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: SHOP_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

function shopToday(now: Date): CalendarDay {
  const parts = SHOP_DAY.formatToParts(now);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day") };
}

/** A real calendar day written YYYY-MM-DD (the value of a date input), else null. */
export function parseBirthDate(value: string): CalendarDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

/**
 * Full years from `dateOfBirth` (YYYY-MM-DD) to today in the shop's time zone; null for a
 * value that is not a date. Someone born on 29 February comes of age on 1 March.
 */
export function ageOn(dateOfBirth: string, now: Date): number | null {
  const born = parseBirthDate(dateOfBirth);
  if (!born) return null;
  const today = shopToday(now);
  const hadBirthday =
    today.month > born.month || (today.month === born.month && today.day >= born.day);
  return today.year - born.year - (hadBirthday ? 0 : 1);
}

/** True when the buyer born on `dateOfBirth` is an adult today in the shop's time zone. */
export function isAdult(dateOfBirth: string, now: Date): boolean {
  const age = ageOn(dateOfBirth, now);
  return age !== null && age >= ADULT_AGE;
}
