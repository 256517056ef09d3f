import { OrderDate, OrderDay } from "#app/components/account/order-date.tsx";
import { useSlotFormatter } from "#app/components/checkout/methods-date.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { OrderStatusView } from "#bff/pages/order-status.ts";

function deliveryDateLabel(order: OrderStatusView) {
  if (order.status === "delivered") return "orderStatus.result.deliveredOn";
  return order.pickupShop ? "orderStatus.result.pickupFrom" : "orderStatus.result.deliveryDate";
}

/** Where the order stands, and nothing about who placed it. */
export function OrderStatusResult({ order }: { order: OrderStatusView }) {
  const { t } = useTranslation();
  const slot = useSlotFormatter();
  return (
    <section className="order-status-result" aria-labelledby="order-status-result-title">
      <h2 id="order-status-result-title">{t("orderStatus.result.title", { code: order.code })}</h2>
      <dl>
        <dt>{t("orderStatus.result.code")}</dt>
        <dd>{order.code}</dd>
        <dt>{t("orderStatus.result.createdAt")}</dt>
        <dd>
          <OrderDate value={order.createdAt} />
        </dd>
        <dt>{t("orderStatus.result.status")}</dt>
        <dd className={`order-status-value order-status-${order.status}`}>
          {t(`orderStatus.status.${order.status}`)}
        </dd>
        <dt>{t("orderStatus.result.payment")}</dt>
        <dd>{t(`orderStatus.paymentStatus.${order.paymentStatus}`)}</dd>
        <dt>{t("orderStatus.result.shipper")}</dt>
        <dd>{order.shipper}</dd>
        {order.pickupShop ? (
          <>
            <dt>{t("orderStatus.result.pickupShop")}</dt>
            <dd>{order.pickupShop}</dd>
          </>
        ) : null}
        {order.deliveryTime && order.status !== "delivered" ? (
          <>
            <dt>{t("orderStatus.result.deliveryTime")}</dt>
            <dd>{slot(order.deliveryTime)}</dd>
          </>
        ) : order.deliveryDate ? (
          <>
            <dt>{t(deliveryDateLabel(order))}</dt>
            <dd>
              <OrderDay value={order.deliveryDate} />
            </dd>
          </>
        ) : null}
        <dt>{t("orderStatus.result.total")}</dt>
        <dd>{order.total}</dd>
      </dl>
    </section>
  );
}
