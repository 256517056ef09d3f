import { CheckoutSection } from "#app/components/checkout/checkout-section.tsx";
import { useDayFormatter } from "#app/components/checkout/methods-date.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { MethodsChoiceForm } from "#app/routes/kosik_.doprava-a-platba/methods-choice-form.tsx";
import type { MethodsActionData } from "#app/routes/kosik_.doprava-a-platba/methods-form.tsx";
import { choiceSection } from "#app/routes/kosik_.doprava-a-platba/methods-url.ts";
import type { CheckoutMethodsPage } from "#bff/pages/checkout-methods.ts";

/** The time slots of a shipper that delivers at a chosen time (the evening courier). */
export function MethodsDeliveryTime({
  page,
  requested = false,
  actionData,
}: {
  page: Pick<CheckoutMethodsPage, "deliveryTimes" | "choices">;
  /** The address asks for the time slots although one is chosen. */
  requested?: boolean;
  actionData?: MethodsActionData;
}) {
  const { t } = useTranslation();
  const day = useDayFormatter();
  const slotText = (slot: CheckoutMethodsPage["deliveryTimes"][number]) =>
    t("checkout.methods.deliveryTimeSlot", { date: day(slot.date), from: slot.from, to: slot.to });
  const chosen = page.deliveryTimes.find((slot) => slot.id === page.choices.deliveryTimeId);
  return (
    <CheckoutSection
      id={choiceSection("deliveryTime")}
      title={t("checkout.methods.deliveryTimeTitle")}
    >
      <MethodsChoiceForm
        intent="deliveryTime"
        chosenId={page.choices.deliveryTimeId}
        chosenLine={
          chosen ? <span className="checkout-option-name">{slotText(chosen)}</span> : null
        }
        changeLabel={t("checkout.methods.changeDeliveryTime")}
        requested={requested}
        legend={t("checkout.methods.deliveryTimeLegend")}
        legendHidden
        submitLabel={t("checkout.methods.chooseDeliveryTime")}
        actionData={actionData}
        options={page.deliveryTimes.map((slot) => ({
          id: slot.id,
          label: <span className="checkout-option-name">{slotText(slot)}</span>,
        }))}
      />
    </CheckoutSection>
  );
}
