import { useTranslation } from "#app/i18n/use-translation.tsx";
import { formatCalendarDay } from "#app/utils/date-format.ts";
import "./product-detail.css";

/** "Doručíme ve čtvrtek 26. 11.": the date is a calendar day in the shop's time zone. */
export function DeliveryEstimate({ date, shipper }: { date: string; shipper: string }) {
  const { t, i18n } = useTranslation();
  const formatted = formatCalendarDay(i18n.language, date, "weekday");
  return (
    <p className="delivery-estimate">
      {t("product.deliveryEstimate", { date: formatted })}{" "}
      <span className="delivery-shipper">{t("product.deliveryShipper", { shipper })}</span>
    </p>
  );
}
