import { Form } from "@remix-run/react";

import { BankTransfer } from "#app/components/checkout/bank-transfer.tsx";
import { CheckoutSection } from "#app/components/checkout/checkout-section.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHref } from "#app/utils/use-href.ts";
import type { AccountOrder } from "#bff/pages/account-orders.ts";

/**
 * What is still to pay: a card payment not made goes to the gateway again through the
 * finished page's "pay again" (which asks the store for the gateway's page, a full page
 * load: the gateway is another site); a bank transfer shows the account and its QR code.
 */
export function OrderPayment({ order }: { order: AccountOrder }) {
  const { t } = useTranslation();
  const to = useHref();
  return (
    <>
      {order.payAgainToken ? (
        <CheckoutSection id="order-payment" title={t("accountOrders.detail.paymentTitle")}>
          <p className="checkout-warning">
            {t(`checkout.finished.paymentStatus.${order.paymentStatus}`)}
          </p>
          <Form method="post" action={to("checkoutFinished")} reloadDocument>
            <input type="hidden" name="intent" value="payAgain" />
            <input type="hidden" name="token" value={order.payAgainToken} />
            <button type="submit" className="button button-primary">
              {t("checkout.finished.payAgain")}
            </button>
          </Form>
        </CheckoutSection>
      ) : null}
      {order.bankTransfer ? <BankTransfer transfer={order.bankTransfer} /> : null}
    </>
  );
}
