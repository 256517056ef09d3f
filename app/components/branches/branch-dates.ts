import type { Locale } from "#bff/locales.js";

function calendarDate(date: string): Date {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/**
 * A calendar date (`YYYY-MM-DD`) as the shopper writes it: "20. 5. 2026" in Czech, with
 * `withYear` false "20. 5.". Formatted in UTC, the zone the date is held in, so server
 * and browser agree.
 */
export function calendarDateLabel(locale: Locale, date: string, withYear = true): string {
  return new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "numeric",
    ...(withYear ? { year: "numeric" } : {}),
    timeZone: "UTC",
  }).format(calendarDate(date));
}
