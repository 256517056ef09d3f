import { Link } from "@remix-run/react";

import { CheckoutSection } from "#app/components/checkout/checkout-section.tsx";
import { OrderTotals } from "#app/components/checkout/order-totals.tsx";
import { Price } from "#app/components/product/price.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useUnitLabel } from "#app/i18n/use-unit-label.ts";
import { useHref } from "#app/utils/use-href.ts";
import type { AccountOrder, AccountOrderItem } from "#bff/pages/account-orders.ts";
import "./account-orders.css";

function ItemName({ item }: { item: AccountOrderItem }) {
  const { t } = useTranslation();
  const to = useHref();
  return (
    <div className="order-item-name">
      {item.image ? <ResponsiveImage image={item.image} alt="" /> : null}
      <span>
        {item.slug ? (
          <Link to={`${to("product", { slug: item.slug })}?variant_id=${item.variantId}`}>
            {item.name}
          </Link>
        ) : (
          item.name
        )}
        {item.variantName ? (
          <span className="variant-name">
            {t("accountOrders.detail.variant", { name: item.variantName })}
          </span>
        ) : null}
      </span>
    </div>
  );
}

/** What was ordered, line by line, and what the order cost, as the checkout summed it. */
export function OrderItems({ order }: { order: AccountOrder }) {
  const { t } = useTranslation();
  const unitLabel = useUnitLabel();
  return (
    <CheckoutSection id="order-items" title={t("accountOrders.detail.itemsTitle")}>
      <table className="order-items">
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
              <th scope="row">
                <ItemName item={item} />
              </th>
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
  );
}
