import { useTranslation } from "#app/i18n/use-translation.tsx";
import { formatShopDate } from "#app/utils/date-format.ts";
import { useLocale } from "#app/utils/use-href.ts";

/**
 * "Rozesláno 28. května 2025", the date a mail went out in the shopper's language, by the
 * shop's clock: a mail sent late in the evening keeps the shop's date.
 */
export function SentAt({ sentAt }: { sentAt: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const date = new Date(sentAt);
  if (Number.isNaN(date.getTime())) return null;
  const text = formatShopDate(locale, date, "long");
  return <time dateTime={sentAt}>{t("service.infomails.sentAt", { date: text })}</time>;
}
