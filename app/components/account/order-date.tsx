import { useTranslation } from "#app/i18n/use-translation.tsx";
import { dateTimeFormat } from "#app/utils/date-format.ts";
import { SHOP_TIME_ZONE } from "#bff/rules/shop-time-zone.ts";

/**
 * "15. 1. 2025": the day an order was placed, in the shop's time zone, so the server's and
 * the browser's render agree and an order placed just before midnight keeps its day.
 */
export function OrderDate({ value }: { value: string }) {
  const { i18n } = useTranslation();
  const format = dateTimeFormat(i18n.language, {
    day: "numeric",
    month: "numeric",
    year: "numeric",
    timeZone: SHOP_TIME_ZONE,
  });
  return <time dateTime={value}>{format.format(new Date(value))}</time>;
}

/** A calendar day (`YYYY-MM-DD`, already the shop's), with its year: "16. 1. 2025". */
export function OrderDay({ value }: { value: string }) {
  const { i18n } = useTranslation();
  const format = dateTimeFormat(i18n.language, {
    day: "numeric",
    month: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  return <time dateTime={value}>{format.format(new Date(`${value}T00:00:00Z`))}</time>;
}
