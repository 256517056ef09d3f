import { useEffect, type RefObject } from "react";

/** Whether a field shows something else than its markup said: the shopper changed it. */
function changedSinceMarkup(input: HTMLInputElement): boolean {
  return input.type === "checkbox" || input.type === "radio"
    ? input.checked !== input.defaultChecked
    : input.value !== input.defaultValue;
}

/**
 * What a shopper typed or ticked before the page became interactive. React hydrates a
 * field without reading it, so a state that follows the field still holds the server's
 * value, and its next render would put that back over the shopper's input (a search typed
 * on a slow phone emptied itself). After hydration a changed field hands itself to `take`,
 * which sets the state from it; `take` should keep its identity, so this runs once.
 */
export function useEarlyInput(
  ref: RefObject<HTMLInputElement | null>,
  take: (input: HTMLInputElement) => void,
) {
  useEffect(() => {
    const input = ref.current;
    if (input && changedSinceMarkup(input)) take(input);
  }, [ref, take]);
}

/**
 * The same for a form's boxes: after hydration, a form in which the shopper ticked or
 * unticked a box before the page listened hands itself to `take`, once (the listing's
 * filters apply a box ticked on a slow phone, which otherwise stayed ticked and unapplied).
 * Typed fields are left to their own change event: text half typed is no answer yet.
 */
export function useEarlyTicks(
  ref: RefObject<HTMLFormElement | null>,
  take: (form: HTMLFormElement) => void,
) {
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    const ticked = [...form.elements].some(
      (field) =>
        field instanceof HTMLInputElement &&
        (field.type === "checkbox" || field.type === "radio") &&
        changedSinceMarkup(field),
    );
    if (ticked) take(form);
  }, [ref, take]);
}
