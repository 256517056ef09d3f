import { useTranslation } from "#app/i18n/use-translation.tsx";
import { dateTimeFormat } from "#app/utils/date-format.ts";
import { useLocale } from "#app/utils/use-href.ts";

/** The shop's time zone: a mail sent late in the evening keeps the shop's date. */
const SHOP_TIME_ZONE = "Europe/Prague";

/** "Rozesláno 28. května 2025", the date a mail went out in the shopper's language. */
export function SentAt({ sentAt }: { sentAt: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const date = new Date(sentAt);
  if (Number.isNaN(date.getTime())) return null;
  const text = dateTimeFormat(locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: SHOP_TIME_ZONE,
  }).format(date);
  return <time dateTime={sentAt}>{t("service.infomails.sentAt", { date: text })}</time>;
}
