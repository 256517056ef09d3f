import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";

import type { AddedItem } from "#app/cart/cart-actions.server.ts";
import { ItemAddedModal, useAddedItem } from "#app/components/cart/item-added-modal.tsx";
import { useNotify } from "#app/components/layout/notifications.tsx";
import { EnhancedField } from "#app/forms/enhanced-field.tsx";
import { ErrorList } from "#app/forms/error-list.tsx";
import { useSubmissionResult } from "#app/forms/use-submission-result.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useUnitLabel } from "#app/i18n/use-unit-label.ts";
import {
  clampQuantity,
  quantityInputLength,
  quantityUnitLabel,
  sanitiseQuantityInput,
  type QuantityLimits,
} from "#bff/rules/quantity-input.ts";
import "./product-detail.css";

type ActionData = { result: SubmissionResult<Array<string>>; added?: AddedItem };

/**
 * Quantity and "Do košíku". Without JavaScript a plain POST that comes back to this page
 * with a notification, the server applying the quantity rules; with JavaScript the same form
 * goes through a fetcher, and the input keeps to the rules as the shopper types: digits only
 * (a decimal separator for units sold in parts), moved to the limits on leaving the field
 * with the spec's message as an info notice.
 */
export function AddToCartForm({
  action,
  productId,
  variantId,
  limits,
  unit,
  lastResult,
}: {
  /** The product page that takes the form, when it is shown elsewhere (a modal on a listing). */
  action?: string;
  productId: number;
  variantId: number;
  limits: QuantityLimits;
  unit: string;
  /** The result of a submission without JavaScript, from the route's action data. */
  lastResult?: ActionData["result"];
}) {
  const { t } = useTranslation();
  const unitLabel = useUnitLabel();
  const notify = useNotify();
  const fetcher = useFetcher<ActionData>();
  const [form, fields] = useForm({
    id: `add-to-cart-${productId}-${variantId}`,
    lastResult: useSubmissionResult(fetcher.data?.result ?? lastResult, fetcher.state !== "idle"),
    defaultValue: { variantId: String(variantId), quantity: String(limits.min) },
  });
  const addedItem = useAddedItem(fetcher.data?.added);
  const busy = fetcher.state !== "idle";
  const messageValues = { min: limits.min, max: limits.max, unit: unitLabel(unit) };
  const maxLength = quantityInputLength(limits);

  function keepToRules(input: HTMLInputElement) {
    const kept = sanitiseQuantityInput(input.value, limits);
    if (kept !== input.value) input.value = kept;
  }

  function clampToLimits(input: HTMLInputElement) {
    if (input.value === "") return;
    const { quantity, notice } = clampQuantity(Number(input.value), limits);
    input.value = String(quantity);
    if (notice) {
      notify({
        type: "info",
        message: `addToCart.quantity.${notice.kind}`,
        values: { [notice.kind]: notice.limit, unit: unitLabel(unit) },
      });
    }
  }

  return (
    <fetcher.Form
      method="post"
      action={action}
      className="add-to-cart"
      {...getFormProps(form)}
      onSubmit={(event) => {
        // One add per click: a second press while the first is on its way is ignored.
        if (busy) event.preventDefault();
        else form.onSubmit(event);
      }}
    >
      <input {...getInputProps(fields.variantId, { type: "hidden" })} key={fields.variantId.key} />
      <input type="hidden" name="productId" value={productId} />
      <EnhancedField />
      <div className="field">
        <label htmlFor={fields.quantity.id}>{t("product.quantity")}</label>
        <span className="quantity-field">
          <input
            {...getInputProps(fields.quantity, { type: "text" })}
            key={fields.quantity.key}
            inputMode={limits.decimals > 0 ? "decimal" : "numeric"}
            maxLength={maxLength}
            size={maxLength}
            autoComplete="off"
            className="quantity-input"
            onInput={(event) => keepToRules(event.currentTarget)}
            onBlur={(event) => clampToLimits(event.currentTarget)}
          />
          <span className="quantity-unit" aria-hidden="true">
            {quantityUnitLabel(unitLabel(unit))}
          </span>
        </span>
        <ErrorList
          id={fields.quantity.errorId}
          errors={fields.quantity.errors}
          values={messageValues}
        />
      </div>
      {/* aria-disabled, not disabled: a disabled button drops the focus, which the
          item-added modal then could not give back. */}
      <button type="submit" className="button button-primary" aria-disabled={busy || undefined}>
        {busy ? t("product.adding") : t("product.addToCart")}
      </button>
      <ErrorList id={form.errorId} errors={form.errors} values={messageValues} />
      <ItemAddedModal item={addedItem.shown} onClose={addedItem.close} />
    </fetcher.Form>
  );
}
