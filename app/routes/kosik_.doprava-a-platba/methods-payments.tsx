import { CheckoutSection } from "#app/components/checkout/checkout-section.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { MethodsChoiceForm } from "#app/routes/kosik_.doprava-a-platba/methods-choice-form.tsx";
import { ChosenService } from "#app/routes/kosik_.doprava-a-platba/methods-chosen.tsx";
import type { MethodsActionData } from "#app/routes/kosik_.doprava-a-platba/methods-form.tsx";
import { MethodsPrice } from "#app/routes/kosik_.doprava-a-platba/methods-price.tsx";
import { choiceSection } from "#app/routes/kosik_.doprava-a-platba/methods-url.ts";
import type { CheckoutMethodsPage } from "#bff/pages/checkout-methods.ts";

/** The payments of this cart; those the chosen shipper does not take are shown but off. */
export function MethodsPayments({
  page,
  requested = false,
  actionData,
}: {
  page: Pick<CheckoutMethodsPage, "payments" | "choices">;
  /** The address asks for the payments although one is chosen. */
  requested?: boolean;
  actionData?: MethodsActionData;
}) {
  const { t } = useTranslation();
  const chosen = page.payments.find((payment) => payment.id === page.choices.paymentId);
  return (
    <CheckoutSection id={choiceSection("payment")} title={t("checkout.methods.paymentsTitle")}>
      <MethodsChoiceForm
        intent="payment"
        chosenId={page.choices.paymentId}
        chosenLine={chosen ? <ChosenService name={chosen.name} price={chosen.price} /> : null}
        changeLabel={t("checkout.methods.changePayment")}
        requested={requested}
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
