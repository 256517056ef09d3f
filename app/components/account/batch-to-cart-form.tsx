import { Form } from "@remix-run/react";

import { useIsPending } from "#app/utils/use-is-pending.ts";
import "./batch-to-cart.css";

/**
 * "Put all of it in the cart" for something the customer keeps (the favourites, a shopping
 * list): one POST with `intent`, one batch; what it will add said beside the button, and
 * only the reason when nothing can go in now.
 */
export function BatchToCartForm({
  intent,
  available,
  label,
  hint,
  nothingAvailable,
}: {
  intent: string;
  /** How many lines can go to the cart now. */
  available: number;
  label: string;
  hint: string;
  nothingAvailable: string;
}) {
  const pending = useIsPending();
  if (available === 0) return <p className="batch-to-cart">{nothingAvailable}</p>;
  const hintId = `${intent}-hint`;
  return (
    <Form method="post" className="batch-to-cart" aria-busy={pending || undefined}>
      <input type="hidden" name="intent" value={intent} />
      <button
        type="submit"
        className="button button-primary"
        aria-describedby={hintId}
        disabled={pending}
      >
        {label}
      </button>
      <p id={hintId}>{hint}</p>
    </Form>
  );
}
