import { getFormProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";

import type { CheckoutMethodsPage } from "#bff/pages/checkout-methods.ts";

import { ErrorList } from "../forms/error-list.tsx";

import { useMethodsForm, type MethodsActionData } from "./methods-form.tsx";
import { MethodsPrice } from "./methods-price.tsx";

/** The payments of this cart; those the chosen shipper does not take are shown but off. */
export function MethodsPayments({
  page,
  actionData,
}: {
  page: Pick<CheckoutMethodsPage, "payments" | "choices">;
  actionData?: MethodsActionData;
}) {
  const { t } = useTranslation();
  const { fetcher, form, fields, submitOnChange, busy, locked } = useMethodsForm(
    "payment",
    actionData,
  );
  return (
    <section className="checkout-section" aria-labelledby="checkout-payments-title">
      <h2 id="checkout-payments-title">{t("checkout.methods.paymentsTitle")}</h2>
      <fetcher.Form
        method="post"
        preventScrollReset
        {...getFormProps(form)}
        onChange={submitOnChange}
        aria-busy={busy}
      >
        <input type="hidden" name="intent" value="payment" />
        <fieldset
          key={page.choices.paymentId}
          aria-describedby={fields.paymentId.errorId}
          disabled={locked}
        >
          <legend className="visually-hidden">{t("checkout.methods.paymentsLegend")}</legend>
          {page.payments.map((payment) => (
            <label
              key={payment.id}
              className={payment.blocked ? "checkout-option is-blocked" : "checkout-option"}
            >
              <input
                type="radio"
                name={fields.paymentId.name}
                value={payment.id}
                defaultChecked={payment.id === page.choices.paymentId}
                disabled={payment.blocked}
                required
              />
              <span className="checkout-option-text">
                <span className="checkout-option-name">{payment.name}</span>
                {payment.blocked ? (
                  <span className="checkout-option-note">
                    {t("checkout.methods.paymentBlockedHint")}
                  </span>
                ) : null}
              </span>
              <MethodsPrice price={payment.price} />
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button" disabled={busy}>
          {t("checkout.methods.choosePayment")}
        </button>
        <ErrorList id={fields.paymentId.errorId} errors={fields.paymentId.errors} />
        <ErrorList id={form.errorId} errors={form.errors} />
      </fetcher.Form>
    </section>
  );
}
