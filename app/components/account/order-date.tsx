import { useTranslation } from "#app/i18n/use-translation.tsx";
import { formatCalendarDay, formatShopDate } from "#app/utils/date-format.ts";

/**
 * "15. 1. 2025": the day an order was placed, in the shop's time zone, so the server's and
 * the browser's render agree and an order placed just before midnight keeps its day.
 */
export function OrderDate({ value }: { value: string }) {
  const { i18n } = useTranslation();
  return <time dateTime={value}>{formatShopDate(i18n.language, value, "numeric")}</time>;
}

/** A calendar day (`YYYY-MM-DD`, already the shop's), with its year: "16. 1. 2025". */
export function OrderDay({ value }: { value: string }) {
  const { i18n } = useTranslation();
  return <time dateTime={value}>{formatCalendarDay(i18n.language, value, "numeric")}</time>;
}
