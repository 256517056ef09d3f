import { useTranslation } from "#app/i18n/use-translation.tsx";
import { formatCalendarDay } from "#app/utils/date-format.ts";
import "./checkout.css";

/** "čtvrtek 16. 1." for a calendar day (`YYYY-MM-DD`) in the page's language. */
export function useDayFormatter(): (day: string) => string {
  const { i18n } = useTranslation();
  return (day) => formatCalendarDay(i18n.language, day);
}
