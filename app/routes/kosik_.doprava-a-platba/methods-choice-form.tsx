import { getFormProps } from "@conform-to/react";
import { useFormAction } from "@remix-run/react";
import type { FormEvent, ReactNode } from "react";

import { ErrorList } from "#app/forms/error-list.tsx";
import { MethodsChosen } from "#app/routes/kosik_.doprava-a-platba/methods-chosen.tsx";
import { useChoiceDisclosure } from "#app/routes/kosik_.doprava-a-platba/methods-disclosure.ts";
import {
  useMethodsForm,
  type MethodsActionData,
  type MethodsIntent,
} from "#app/routes/kosik_.doprava-a-platba/methods-form.tsx";
import { choiceAnchor } from "#app/routes/kosik_.doprava-a-platba/methods-url.ts";
import { useHydrated } from "#app/utils/use-hydrated.ts";

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
 * is picked with JavaScript, by the button without (so the button is there only without).
 * A made choice folds to its line (`chosenLine`) with "Změnit"; `intro` stands above the
 * options while they show (the pick-up point search). With no options there is nothing to
 * choose, so only the intro and the refusals are shown (a search that found nothing).
 */
export function MethodsChoiceForm({
  intent,
  chosenId,
  chosenLine,
  changeLabel,
  requested = false,
  legend,
  legendHidden = false,
  submitLabel,
  options,
  intro,
  afterOptions,
  actionData,
}: {
  intent: MethodsIntent;
  chosenId: number | string | null | undefined;
  /** The made choice in one line; null while there is none to fold to. */
  chosenLine: ReactNode | null;
  /** "Změnit" named after its choice ("Změnit dopravu"). */
  changeLabel: string;
  /** The address asks for the options although a choice is made. */
  requested?: boolean;
  legend: string;
  legendHidden?: boolean;
  submitLabel: string;
  options: Array<MethodsOption>;
  intro?: ReactNode;
  afterOptions?: ReactNode;
  actionData?: MethodsActionData;
}) {
  const { fetcher, form, fields, busy, locked } = useMethodsForm(intent, actionData);
  const field = fields[FIELD_OF_INTENT[intent]];
  const hydrated = useHydrated();
  // Without JavaScript the page after the choice opens at this section, not at its top.
  const action = `${useFormAction()}#${choiceAnchor(intent)}`;
  const {
    open,
    optionsRef,
    changeRef,
    reopen,
    picked,
    onOptionsClick,
    onOptionsKeyDown,
    onOptionsPointerDown,
    onOptionsBlur,
  } = useChoiceDisclosure({
    chosenId: chosenLine === null ? null : chosenId,
    requested,
    failed: Boolean(field.errors?.length || form.errors?.length),
    busy,
  });
  /**
   * With JavaScript a picked option is stored at once (the button is the no-JS way), and
   * the page shown after it keeps the view where the shopper picked.
   */
  function submitOnChange(event: FormEvent<HTMLFormElement>) {
    fetcher.submit(event.currentTarget, { preventScrollReset: true });
    picked();
  }
  return (
    <>
      {open ? (
        // Clicks and keys only tell how an option was picked; the radios are the controls.
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions
        <div
          ref={optionsRef}
          onClick={onOptionsClick}
          onKeyDown={onOptionsKeyDown}
          onPointerDown={onOptionsPointerDown}
          onBlur={onOptionsBlur}
        >
          {intro}
          {options.length > 0 ? (
            <fetcher.Form
              method="post"
              action={action}
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
              {hydrated ? null : (
                <button type="submit" className="button">
                  {submitLabel}
                </button>
              )}
            </fetcher.Form>
          ) : null}
        </div>
      ) : (
        <MethodsChosen
          intent={intent}
          changeLabel={changeLabel}
          onReopen={reopen}
          changeRef={changeRef}
        >
          {chosenLine}
        </MethodsChosen>
      )}
      <ErrorList id={field.errorId} errors={field.errors} />
      <ErrorList id={form.errorId} errors={form.errors} />
    </>
  );
}
