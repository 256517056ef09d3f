import { CheckoutSection } from "#app/components/checkout/checkout-section.tsx";
import { useDayFormatter, useSlotFormatter } from "#app/components/checkout/methods-date.tsx";
import { OrderTotals } from "#app/components/checkout/order-totals.tsx";
import { PickupShop } from "#app/components/checkout/pickup-shop.tsx";
import { Price } from "#app/components/product/price.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useUnitLabel } from "#app/i18n/use-unit-label.ts";
import type { FinishedOrder } from "#bff/pages/checkout-finished.ts";

/** What was ordered, what it costs, and how it travels and is paid. */
export function FinishedOrderDetails({ order }: { order: FinishedOrder }) {
  const { t } = useTranslation();
  const day = useDayFormatter();
  const slot = useSlotFormatter();
  const unitLabel = useUnitLabel();
  const place = order.branch ?? order.shippingAddress;
  const country = order.branch ? null : (order.shippingAddress?.countryCode ?? null);
  return (
    <>
      <CheckoutSection id="finished-items" title={t("checkout.finished.itemsTitle")}>
        <table className="finished-items">
          <thead>
            <tr>
              <th scope="col">{t("checkout.finished.product")}</th>
              <th scope="col">{t("checkout.finished.amount")}</th>
              <th scope="col">{t("checkout.finished.unitPrice")}</th>
              <th scope="col">{t("checkout.finished.lineTotal")}</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id}>
                <th scope="row">{item.name}</th>
                <td data-label={t("checkout.finished.amount")}>
                  {item.amount} {unitLabel(item.unit)}
                </td>
                <td data-label={t("checkout.finished.unitPrice")}>
                  <Price amount={item.unitPrice} />
                </td>
                <td data-label={t("checkout.finished.lineTotal")}>
                  <Price amount={item.totalPrice} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <OrderTotals summary={order.summary} />
      </CheckoutSection>
      <CheckoutSection id="finished-delivery" title={t("checkout.finished.deliveryTitle")}>
        <p>{order.shipper.name}</p>
        {order.pickupShop ? (
          <PickupShop shop={order.pickupShop} />
        ) : place ? (
          <p>
            {order.branch ? t("checkout.finished.branch") : t("checkout.finished.address")}:{" "}
            {place.name}, {place.street}, {place.postcode} {place.city}
            {country
              ? `, ${t(`checkout.details.countries.${country}`, { defaultValue: country })}`
              : null}
          </p>
        ) : null}
        {order.deliveryTime ? (
          <p>{t("checkout.finished.deliveryTime", { slot: slot(order.deliveryTime) })}</p>
        ) : order.deliveryDate ? (
          <p>{t("checkout.finished.deliveryDate", { date: day(order.deliveryDate) })}</p>
        ) : null}
        <p>{order.payment.name}</p>
      </CheckoutSection>
    </>
  );
}
