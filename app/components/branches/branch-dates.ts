import { formatCalendarDay } from "#app/utils/date-format.ts";
import type { Locale } from "#bff/locales.js";

/**
 * A calendar date (`YYYY-MM-DD`) as the shopper writes it: "20. 5. 2026" in Czech, with
 * `withYear` false "20. 5.". The day as it is written, in no time zone, so server and
 * browser agree.
 */
export function calendarDateLabel(locale: Locale, date: string, withYear = true): string {
  return formatCalendarDay(locale, date, withYear ? "numeric" : "dayMonth");
}
