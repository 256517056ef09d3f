import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { OrderStatus, PaymentStatus } from "#bff/pages/account-orders.ts";
import "./account-orders.css";

/** Where an order stands (new, paid, shipped, cancelled), in words and a colour hint. */
export function OrderStatusLabel({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`order-status order-status-${status}`}>
      {t(`accountOrders.status.${status}`)}
    </span>
  );
}

/** Where an order's payment stands (pending, paid, failed, cancelled). */
export function PaymentStatusLabel({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`payment-status payment-status-${status}`}>
      {t(`accountOrders.paymentStatus.${status}`)}
    </span>
  );
}
