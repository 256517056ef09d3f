import { formatCalendarDay } from "#app/utils/date-format.ts";

/**
 * "22. 11. 2026" for a calendar day (`YYYY-MM-DD`) the shop computed in its own time zone,
 * written as that day wherever the page is rendered.
 */
export function formatClaimDay(language: string, day: string): string {
  return formatCalendarDay(language, day, "numeric");
}
