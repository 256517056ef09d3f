import { useEffect, useRef, type FocusEvent, type FormEvent } from "react";

/** How long a typed quantity waits for the shopper's next key before it goes to the store. */
export const QUANTITY_APPLY_DELAY_MS = 600;

/**
 * With JavaScript a cart line's quantity applies itself, through the form's own submission
 * (so Conform and the fetcher see it as if its button were pressed): a typed number once the
 * shopper pauses, at once on leaving the field or on Enter. An empty field waits for a number
 * while the shopper is in it (left empty, it is sent for the message asking for one), and the
 * amount already in the cart is not sent again unless its field shows a refusal.
 * One change is on its way at a time: a later one waits for it, so the store gets them in the
 * shopper's order and the field has the last word. Spread the handlers on the form.
 */
export function useQuantityOnChange({
  amount,
  refused,
  busy,
}: {
  /** The amount the cart holds now. */
  amount: number;
  /** The field shows the store's or the schema's message about the last try. */
  refused: boolean;
  /** A change of this line is on its way (the fetcher is not idle). */
  busy: boolean;
}) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const waiting = useRef<HTMLFormElement | null>(null);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (busy) return;
    const form = waiting.current;
    waiting.current = null;
    form?.requestSubmit();
  }, [busy]);

  const cancel = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };

  return {
    onChange(event: FormEvent<HTMLFormElement>) {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== "number") return;
      cancel();
      if (input.value === "" || (input.value === String(amount) && !refused)) return;
      const form = event.currentTarget;
      timer.current = setTimeout(() => {
        timer.current = undefined;
        form.requestSubmit();
      }, QUANTITY_APPLY_DELAY_MS);
    },
    onBlur(event: FocusEvent<HTMLFormElement>) {
      const form = event.currentTarget;
      // Focus moving to the form's own button: its press sends the quantity.
      if (form.contains(event.relatedTarget)) return;
      // A field left empty is sent too, for the message that asks for a number.
      const empty = form.querySelector<HTMLInputElement>('input[type="number"]')?.value === "";
      if (timer.current === undefined && !empty) return;
      cancel();
      form.requestSubmit();
    },
    /** Runs before the form's own submit handler, which a prevented event skips. */
    onSubmit(event: FormEvent<HTMLFormElement>) {
      cancel();
      if (!busy) return;
      event.preventDefault();
      waiting.current = event.currentTarget;
    },
  };
}
