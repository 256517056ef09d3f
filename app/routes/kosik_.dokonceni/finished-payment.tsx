import { Form } from "@remix-run/react";

import { CheckoutSection } from "#app/components/checkout/checkout-section.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { FinishedOrder } from "#bff/pages/checkout-finished.ts";

/**
 * The state of an online payment and, while it is not made, the way back to the gateway.
 * A full page load: the gateway is another site.
 */
export function FinishedPayment({ order }: { order: FinishedOrder }) {
  const { t } = useTranslation();
  if (order.payment.type !== "CARD_ONLINE") return null;
  const status = order.payment.status;
  const retry = status === "cancelled" || status === "failed";
  return (
    <CheckoutSection id="finished-payment" title={t("checkout.finished.paymentTitle")}>
      <p className={status === "paid" ? "finished-paid" : "checkout-warning"}>
        {t(`checkout.finished.paymentStatus.${status}`)}
      </p>
      {order.payable ? (
        <Form method="post" reloadDocument className="finished-pay-again">
          <input type="hidden" name="intent" value="payAgain" />
          <input type="hidden" name="token" value={order.token} />
          <button type="submit" className="button button-primary">
            {retry ? t("checkout.finished.payAgain") : t("checkout.finished.payNow")}
          </button>
        </Form>
      ) : null}
    </CheckoutSection>
  );
}
