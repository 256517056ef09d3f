import { useTranslation } from "react-i18next";

/**
 * "čtvrtek 16. 1." for a calendar day (`YYYY-MM-DD`) computed in the shop's time zone;
 * formatting it as UTC keeps it that day wherever the page is rendered.
 */
export function useDayFormatter(): (day: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, {
    weekday: "long",
    day: "numeric",
    month: "numeric",
    timeZone: "UTC",
  });
  return (day) => format.format(new Date(`${day}T00:00:00Z`));
}
