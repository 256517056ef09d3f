import { CheckoutSection } from "#app/components/checkout/checkout-section.tsx";
import { useDayFormatter } from "#app/components/checkout/methods-date.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { MethodsChoiceForm } from "#app/routes/kosik_.doprava-a-platba/methods-choice-form.tsx";
import type { MethodsActionData } from "#app/routes/kosik_.doprava-a-platba/methods-form.tsx";
import type { CheckoutMethodsPage } from "#bff/pages/checkout-methods.ts";

/** The time slots of a shipper that delivers at a chosen time (the evening courier). */
export function MethodsDeliveryTime({
  page,
  actionData,
}: {
  page: Pick<CheckoutMethodsPage, "deliveryTimes" | "choices">;
  actionData?: MethodsActionData;
}) {
  const { t } = useTranslation();
  const day = useDayFormatter();
  return (
    <CheckoutSection id="checkout-delivery-time" title={t("checkout.methods.deliveryTimeTitle")}>
      <MethodsChoiceForm
        intent="deliveryTime"
        chosenId={page.choices.deliveryTimeId}
        legend={t("checkout.methods.deliveryTimeLegend")}
        legendHidden
        submitLabel={t("checkout.methods.chooseDeliveryTime")}
        actionData={actionData}
        options={page.deliveryTimes.map((slot) => ({
          id: slot.id,
          label: (
            <span className="checkout-option-name">
              {t("checkout.methods.deliveryTimeSlot", {
                date: day(slot.date),
                from: slot.from,
                to: slot.to,
              })}
            </span>
          ),
        }))}
      />
    </CheckoutSection>
  );
}
