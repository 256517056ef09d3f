import { useTranslation } from "#app/i18n/use-translation.tsx";
import { dateTimeFormat } from "#app/utils/date-format.ts";
import "./product-detail.css";

/**
 * "Naskladnění očekáváme 18. 12. 2026.": when a sold-out product is expected back, a
 * calendar day in the shop's time zone, with its year, as it may be weeks away.
 */
export function ExpectedRestock({ date }: { date: string }) {
  const { t, i18n } = useTranslation();
  const formatted = dateTimeFormat(i18n.language, {
    day: "numeric",
    month: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
  return <p className="expected-restock">{t("product.expectedRestock", { date: formatted })}</p>;
}
