import { getFormProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";

import type { CheckoutMethodsPage } from "#bff/pages/checkout-methods.ts";

import { ErrorList } from "../forms/error-list.tsx";

import { useDayFormatter } from "./methods-date.tsx";
import { useMethodsForm, type MethodsActionData } from "./methods-form.tsx";
import { MethodsPrice } from "./methods-price.tsx";

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
  const { fetcher, form, fields, submitOnChange, busy, locked } = useMethodsForm(
    "shipper",
    actionData,
  );
  return (
    <section className="checkout-section" aria-labelledby="checkout-shippers-title">
      <h2 id="checkout-shippers-title">{t("checkout.methods.shippersTitle")}</h2>
      <fetcher.Form
        method="post"
        preventScrollReset
        {...getFormProps(form)}
        onChange={submitOnChange}
        aria-busy={busy}
      >
        <input type="hidden" name="intent" value="shipper" />
        <fieldset
          key={page.choices.shipperId}
          aria-describedby={fields.shipperId.errorId}
          disabled={locked}
        >
          <legend className="visually-hidden">{t("checkout.methods.shippersLegend")}</legend>
          {page.shippers.map((shipper) => (
            <label key={shipper.id} className="checkout-option">
              <input
                type="radio"
                name={fields.shipperId.name}
                value={shipper.id}
                defaultChecked={shipper.id === page.choices.shipperId}
                required
              />
              <span className="checkout-option-text">
                <span className="checkout-option-name">{shipper.name}</span>
                {shipper.fastest ? (
                  <span className="badge badge-fastest">{t("checkout.methods.fastest")}</span>
                ) : null}
                <span className="checkout-option-note">
                  {t("checkout.methods.deliveryDate", { date: day(shipper.deliveryDate) })}
                </span>
              </span>
              <MethodsPrice price={shipper.price} />
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button" disabled={busy}>
          {t("checkout.methods.chooseShipper")}
        </button>
        <ErrorList id={fields.shipperId.errorId} errors={fields.shipperId.errors} />
        <ErrorList id={form.errorId} errors={form.errors} />
      </fetcher.Form>
    </section>
  );
}
