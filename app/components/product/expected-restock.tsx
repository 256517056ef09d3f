import { useTranslation } from "#app/i18n/use-translation.tsx";
import { formatCalendarDay } from "#app/utils/date-format.ts";
import "./product-detail.css";

/**
 * "Naskladnění očekáváme 18. 12. 2026.": when a sold-out product is expected back, a
 * calendar day in the shop's time zone, with its year, as it may be weeks away.
 */
export function ExpectedRestock({ date }: { date: string }) {
  const { t, i18n } = useTranslation();
  const formatted = formatCalendarDay(i18n.language, date, "numeric");
  return <p className="expected-restock">{t("product.expectedRestock", { date: formatted })}</p>;
}
