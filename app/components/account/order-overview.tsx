import { OrderDate, OrderDay } from "#app/components/account/order-date.tsx";
import { OrderStatusLabel, PaymentStatusLabel } from "#app/components/account/order-status.tsx";
import { useSlotFormatter } from "#app/components/checkout/methods-date.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { AccountOrder } from "#bff/pages/account-orders.ts";
import "./account-orders.css";

/**
 * Where the order stands: placed when, its state and its payment's, and when it arrives (the
 * time slot chosen, or the expected day).
 */
export function OrderOverview({ order }: { order: AccountOrder }) {
  const { t } = useTranslation();
  const slot = useSlotFormatter();
  return (
    <dl className="order-overview">
      <div>
        <dt>{t("accountOrders.detail.createdAt")}</dt>
        <dd>
          <OrderDate value={order.createdAt} />
        </dd>
      </div>
      <div>
        <dt>{t("accountOrders.detail.status")}</dt>
        <dd>
          <OrderStatusLabel status={order.status} />
        </dd>
      </div>
      <div>
        <dt>{t("accountOrders.detail.paymentStatus")}</dt>
        <dd>
          <PaymentStatusLabel status={order.paymentStatus} />
        </dd>
      </div>
      {order.deliveryTime && order.status !== "cancelled" && order.status !== "delivered" ? (
        <div>
          <dt>{t("accountOrders.detail.deliveryTime")}</dt>
          <dd>{slot(order.deliveryTime)}</dd>
        </div>
      ) : order.deliveryDate && order.status !== "cancelled" ? (
        <div>
          <dt>
            {t(
              order.status === "delivered"
                ? "accountOrders.detail.deliveredOn"
                : "accountOrders.detail.deliveryDate",
            )}
          </dt>
          <dd>
            <OrderDay value={order.deliveryDate} />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
