import { useTranslation } from "react-i18next";

/**
 * "Doručíme ve čtvrtek 26. 11." The date is a calendar day computed in the shop's time
 * zone; formatting it as UTC keeps it that day wherever the page is rendered.
 */
export function DeliveryEstimate({ date, shipper }: { date: string; shipper: string }) {
  const { t, i18n } = useTranslation();
  const day = new Date(`${date}T00:00:00Z`);
  const formatted = new Intl.DateTimeFormat(i18n.language, {
    weekday: "long",
    day: "numeric",
    month: "numeric",
    timeZone: "UTC",
  }).format(day);
  return (
    <p className="delivery-estimate">
      {t("product.deliveryEstimate", { date: formatted })}{" "}
      <span className="delivery-shipper">{t("product.deliveryShipper", { shipper })}</span>
    </p>
  );
}
