import { CheckoutSection } from "#app/components/checkout/checkout-section.tsx";
import { useDayFormatter } from "#app/components/checkout/methods-date.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { MethodsChoiceForm } from "#app/routes/kosik_.doprava-a-platba/methods-choice-form.tsx";
import { ChosenService } from "#app/routes/kosik_.doprava-a-platba/methods-chosen.tsx";
import type { MethodsActionData } from "#app/routes/kosik_.doprava-a-platba/methods-form.tsx";
import { MethodsPrice } from "#app/routes/kosik_.doprava-a-platba/methods-price.tsx";
import { choiceSection } from "#app/routes/kosik_.doprava-a-platba/methods-url.ts";
import type { CheckoutMethodsPage } from "#bff/pages/checkout-methods.ts";

/** The shippers the store offers this cart, with price, delivery date and the fastest marked. */
export function MethodsShippers({
  page,
  requested = false,
  actionData,
}: {
  page: Pick<CheckoutMethodsPage, "shippers" | "choices">;
  /** The address asks for the shippers although one is chosen. */
  requested?: boolean;
  actionData?: MethodsActionData;
}) {
  const { t } = useTranslation();
  const day = useDayFormatter();
  const chosen = page.shippers.find((shipper) => shipper.id === page.choices.shipperId);
  return (
    <CheckoutSection id={choiceSection("shipper")} title={t("checkout.methods.shippersTitle")}>
      <MethodsChoiceForm
        intent="shipper"
        chosenId={page.choices.shipperId}
        chosenLine={chosen ? <ChosenService name={chosen.name} price={chosen.price} /> : null}
        changeLabel={t("checkout.methods.changeShipper")}
        requested={requested}
        legend={t("checkout.methods.shippersLegend")}
        legendHidden
        submitLabel={t("checkout.methods.chooseShipper")}
        actionData={actionData}
        options={page.shippers.map((shipper) => ({
          id: shipper.id,
          label: (
            <>
              <span className="checkout-option-text">
                <span className="checkout-option-name">{shipper.name}</span>{" "}
                {shipper.fastest ? (
                  <>
                    <span className="badge badge-fastest">
                      {t("checkout.methods.fastest")}
                    </span>{" "}
                  </>
                ) : null}
                <span className="checkout-option-note">
                  {t("checkout.methods.deliveryDate", { date: day(shipper.deliveryDate) })}
                </span>
              </span>{" "}
              <MethodsPrice price={shipper.price} />
            </>
          ),
        }))}
      />
    </CheckoutSection>
  );
}
