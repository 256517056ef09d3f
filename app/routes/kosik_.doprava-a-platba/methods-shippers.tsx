import { CheckoutSection } from "#app/components/checkout/checkout-section.tsx";
import { useDayFormatter } from "#app/components/checkout/methods-date.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { MethodsChoiceForm } from "#app/routes/kosik_.doprava-a-platba/methods-choice-form.tsx";
import type { MethodsActionData } from "#app/routes/kosik_.doprava-a-platba/methods-form.tsx";
import { MethodsPrice } from "#app/routes/kosik_.doprava-a-platba/methods-price.tsx";
import type { CheckoutMethodsPage } from "#bff/pages/checkout-methods.ts";

/** The shippers the store offers this cart, with price, delivery date and the fastest marked. */
export function MethodsShippers({
  page,
  actionData,
}: {
  page: Pick<CheckoutMethodsPage, "shippers" | "choices">;
  actionData?: MethodsActionData;
}) {
  const { t } = useTranslation();
  const day = useDayFormatter();
  return (
    <CheckoutSection id="checkout-shippers" title={t("checkout.methods.shippersTitle")}>
      <MethodsChoiceForm
        intent="shipper"
        chosenId={page.choices.shipperId}
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
