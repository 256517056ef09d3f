import { OrderDate, OrderDay } from "#app/components/account/order-date.tsx";
import { OrderStatusLabel, PaymentStatusLabel } from "#app/components/account/order-status.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { AccountOrder } from "#bff/pages/account-orders.ts";
import "./account-orders.css";

/** Where the order stands: placed when, its state and its payment's, and when it arrives. */
export function OrderOverview({ order }: { order: AccountOrder }) {
  const { t } = useTranslation();
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
      {order.deliveryDate && order.status !== "cancelled" ? (
        <div>
          <dt>{t("accountOrders.detail.deliveryDate")}</dt>
          <dd>
            <OrderDay value={order.deliveryDate} />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
