import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { ErrorList } from "../forms/error-list.tsx";

type ActionData = { result: SubmissionResult<Array<string>> };

/**
 * Quantity and "Do košíku". Without JavaScript a plain POST that comes back to this page
 * with a notification; with JavaScript the same form goes through a fetcher, no reload.
 */
export function AddToCartForm({
  productId,
  variantId,
  min,
  max,
  unit,
  lastResult,
}: {
  productId: number;
  variantId: number;
  min: number;
  max: number;
  unit: string;
  /** The result of a submission without JavaScript, from the route's action data. */
  lastResult?: ActionData["result"];
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionData>();
  const [form, fields] = useForm({
    id: `add-to-cart-${productId}-${variantId}`,
    lastResult: fetcher.data?.result ?? lastResult,
    defaultValue: { variantId: String(variantId), quantity: String(min) },
  });
  const busy = fetcher.state !== "idle";
  const messageValues = { min, max, unit };

  return (
    <fetcher.Form method="post" className="add-to-cart" {...getFormProps(form)}>
      <input {...getInputProps(fields.variantId, { type: "hidden" })} key={fields.variantId.key} />
      <div className="field">
        <label htmlFor={fields.quantity.id}>{t("product.quantity")}</label>
        <input
          {...getInputProps(fields.quantity, { type: "number" })}
          key={fields.quantity.key}
          min={min}
          max={max}
          step={1}
          inputMode="numeric"
          className="quantity-input"
        />
        <ErrorList
          id={fields.quantity.errorId}
          errors={fields.quantity.errors}
          values={messageValues}
        />
      </div>
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? t("product.adding") : t("product.addToCart")}
      </button>
      <ErrorList id={form.errorId} errors={form.errors} values={messageValues} />
    </fetcher.Form>
  );
}
