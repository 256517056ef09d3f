import { getFormProps } from "@conform-to/react";
import type { ReactNode } from "react";

import { ErrorList } from "#app/forms/error-list.tsx";
import {
  useMethodsForm,
  type MethodsActionData,
  type MethodsIntent,
} from "#app/routes/kosik_.doprava-a-platba/methods-form.tsx";

export type MethodsOption = {
  id: number | string;
  label: ReactNode;
  /** Shown but not choosable (a payment the chosen shipper does not take). */
  blocked?: boolean;
};

const FIELD_OF_INTENT = {
  shipper: "shipperId",
  payment: "paymentId",
  branch: "branchId",
  deliveryTime: "deliveryTimeId",
} as const satisfies Record<MethodsIntent, string>;

/**
 * One choice of the shipping-and-payment step as radio options: stored the moment an option
 * is picked with JavaScript, by the button without. With no options there is nothing to
 * choose, so only the refusals are shown (a branch search that found nothing).
 */
export function MethodsChoiceForm({
  intent,
  chosenId,
  legend,
  legendHidden = false,
  submitLabel,
  options,
  afterOptions,
  actionData,
}: {
  intent: MethodsIntent;
  chosenId: number | string | null | undefined;
  legend: string;
  legendHidden?: boolean;
  submitLabel: string;
  options: Array<MethodsOption>;
  afterOptions?: ReactNode;
  actionData?: MethodsActionData;
}) {
  const { fetcher, form, fields, submitOnChange, busy, locked } = useMethodsForm(
    intent,
    actionData,
  );
  const field = fields[FIELD_OF_INTENT[intent]];
  return (
    <>
      {options.length > 0 ? (
        <fetcher.Form
          method="post"
          preventScrollReset
          {...getFormProps(form)}
          onChange={submitOnChange}
          aria-busy={busy}
        >
          <input type="hidden" name="intent" value={intent} />
          <fieldset key={chosenId} aria-describedby={field.errorId} disabled={locked}>
            <legend className={legendHidden ? "visually-hidden" : undefined}>{legend}</legend>
            {options.map((option) => (
              <label
                key={option.id}
                className={option.blocked ? "checkout-option is-blocked" : "checkout-option"}
              >
                <input
                  type="radio"
                  name={field.name}
                  value={option.id}
                  defaultChecked={option.id === chosenId}
                  disabled={option.blocked}
                  required
                />
                {option.label}
              </label>
            ))}
          </fieldset>
          {afterOptions}
          <button type="submit" className="button" disabled={busy}>
            {submitLabel}
          </button>
        </fetcher.Form>
      ) : null}
      <ErrorList id={field.errorId} errors={field.errors} />
      <ErrorList id={form.errorId} errors={form.errors} />
    </>
  );
}
