import { getFormProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";

import type { CheckoutMethodsPage } from "#bff/pages/checkout-methods.ts";

import { ErrorList } from "../forms/error-list.tsx";

import { useDayFormatter } from "./methods-date.tsx";
import { useMethodsForm, type MethodsActionData } from "./methods-form.tsx";

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
  const { fetcher, form, fields, submitOnChange, busy, locked } = useMethodsForm(
    "deliveryTime",
    actionData,
  );
  return (
    <section className="checkout-section" aria-labelledby="checkout-delivery-time-title">
      <h2 id="checkout-delivery-time-title">{t("checkout.methods.deliveryTimeTitle")}</h2>
      <fetcher.Form
        method="post"
        preventScrollReset
        {...getFormProps(form)}
        onChange={submitOnChange}
        aria-busy={busy}
      >
        <input type="hidden" name="intent" value="deliveryTime" />
        <fieldset
          key={page.choices.deliveryTimeId}
          aria-describedby={fields.deliveryTimeId.errorId}
          disabled={locked}
        >
          <legend className="visually-hidden">{t("checkout.methods.deliveryTimeLegend")}</legend>
          {page.deliveryTimes.map((slot) => (
            <label key={slot.id} className="checkout-option">
              <input
                type="radio"
                name={fields.deliveryTimeId.name}
                value={slot.id}
                defaultChecked={slot.id === page.choices.deliveryTimeId}
                required
              />
              <span className="checkout-option-name">
                {t("checkout.methods.deliveryTimeSlot", {
                  date: day(slot.date),
                  from: slot.from,
                  to: slot.to,
                })}
              </span>
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button" disabled={busy}>
          {t("checkout.methods.chooseDeliveryTime")}
        </button>
        <ErrorList id={fields.deliveryTimeId.errorId} errors={fields.deliveryTimeId.errors} />
        <ErrorList id={form.errorId} errors={form.errors} />
      </fetcher.Form>
    </section>
  );
}
