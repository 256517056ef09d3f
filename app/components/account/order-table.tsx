import { Link } from "@remix-run/react";

import { OrderDate } from "#app/components/account/order-date.tsx";
import { OrderStatusLabel, PaymentStatusLabel } from "#app/components/account/order-status.tsx";
import { Price, PricesIn } from "#app/components/product/price.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHref } from "#app/utils/use-href.ts";
import type { AccountOrderRow } from "#bff/pages/account-orders.ts";
import "./account-orders.css";

/**
 * Orders as a table on wide screens; on a phone each row stacks into a small card whose
 * values carry their column's name, so nothing scrolls sideways. The code opens the order.
 */
export function OrderTable({
  orders,
  caption,
}: {
  orders: Array<AccountOrderRow>;
  caption: string;
}) {
  const { t } = useTranslation();
  const to = useHref();
  return (
    <table className="order-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t("accountOrders.code")}</th>
          <th scope="col">{t("accountOrders.date")}</th>
          <th scope="col">{t("accountOrders.state")}</th>
          <th scope="col">{t("accountOrders.payment")}</th>
          <th scope="col">{t("accountOrders.price")}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <th scope="row">
              <Link to={to("accountOrder", { id: order.code })} className="order-table-code">
                {order.code}
              </Link>
            </th>
            <td data-label={t("accountOrders.date")}>
              <OrderDate value={order.createdAt} />
            </td>
            <td data-label={t("accountOrders.state")}>
              <OrderStatusLabel status={order.status} />
            </td>
            <td data-label={t("accountOrders.payment")}>
              <PaymentStatusLabel status={order.paymentStatus} />
            </td>
            <td data-label={t("accountOrders.price")} className="order-table-price">
              <PricesIn currency={order.currency}>
                <Price amount={order.totalWithTax} />
              </PricesIn>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
