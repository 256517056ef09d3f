import { CheckoutSection } from "#app/components/checkout/checkout-section.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { MethodsChoiceForm } from "#app/routes/kosik_.doprava-a-platba/methods-choice-form.tsx";
import type { MethodsActionData } from "#app/routes/kosik_.doprava-a-platba/methods-form.tsx";
import { MethodsPrice } from "#app/routes/kosik_.doprava-a-platba/methods-price.tsx";
import type { CheckoutMethodsPage } from "#bff/pages/checkout-methods.ts";

/** The payments of this cart; those the chosen shipper does not take are shown but off. */
export function MethodsPayments({
  page,
  actionData,
}: {
  page: Pick<CheckoutMethodsPage, "payments" | "choices">;
  actionData?: MethodsActionData;
}) {
  const { t } = useTranslation();
  return (
    <CheckoutSection id="checkout-payments" title={t("checkout.methods.paymentsTitle")}>
      <MethodsChoiceForm
        intent="payment"
        chosenId={page.choices.paymentId}
        legend={t("checkout.methods.paymentsLegend")}
        legendHidden
        submitLabel={t("checkout.methods.choosePayment")}
        actionData={actionData}
        options={page.payments.map((payment) => ({
          id: payment.id,
          blocked: payment.blocked,
          label: (
            <>
              <span className="checkout-option-text">
                <span className="checkout-option-name">{payment.name}</span>{" "}
                {payment.blocked ? (
                  <span className="checkout-option-note">
                    {t("checkout.methods.paymentBlockedHint")}
                  </span>
                ) : null}
              </span>{" "}
              <MethodsPrice price={payment.price} />
            </>
          ),
        }))}
      />
    </CheckoutSection>
  );
}
