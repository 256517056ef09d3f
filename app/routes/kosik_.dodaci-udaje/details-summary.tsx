import { useSlotFormatter } from "#app/components/checkout/methods-date.tsx";
import { OrderTotals } from "#app/components/checkout/order-totals.tsx";
import { Price } from "#app/components/product/price.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useUnitLabel } from "#app/i18n/use-unit-label.ts";
import type { CartPage } from "#bff/pages/cart-page.ts";
import type { OrderDeliveryTime } from "#bff/store/schemas.ts";

/**
 * What is being ordered and everything it costs, shipping and payment included, beside the
 * order button: the shopper commits to this total, and to the delivery time slot when one was
 * chosen. Shipping and payment are one link away.
 */
export function DetailsSummary({
  cart,
  deliveryTime = null,
}: {
  cart: CartPage;
  /** The time slot chosen on the methods step. */
  deliveryTime?: OrderDeliveryTime | null;
}) {
  const { t } = useTranslation();
  const unitLabel = useUnitLabel();
  const slot = useSlotFormatter();
  return (
    <aside className="details-summary" aria-labelledby="details-summary-title">
      <h2 id="details-summary-title">{t("checkout.details.summary.title")}</h2>
      <ul className="details-summary-items">
        {cart.items.map((item) => (
          <li key={item.id}>
            <span>
              {item.amount} {unitLabel(item.unit)} × {item.name}
              {item.variantName ? ` (${item.variantName})` : ""}
            </span>{" "}
            <Price amount={item.totalPrice} />
          </li>
        ))}
      </ul>
      <OrderTotals summary={cart.summary} changeable />
      {deliveryTime ? (
        <p className="details-delivery-time">
          {t("checkout.details.summary.deliveryTime", { slot: slot(deliveryTime) })}
        </p>
      ) : null}
      {cart.summary.final ? null : <p className="details-hint">{t("summary.feesLater")}</p>}
    </aside>
  );
}
