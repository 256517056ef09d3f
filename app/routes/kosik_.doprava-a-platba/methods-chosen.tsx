import { Link, useLocation } from "@remix-run/react";
import type { ReactNode, RefObject } from "react";

import { useTranslation } from "#app/i18n/use-translation.tsx";
import { MethodsPrice } from "#app/routes/kosik_.doprava-a-platba/methods-price.tsx";
import { reopenHref } from "#app/routes/kosik_.doprava-a-platba/methods-url.ts";
import { useHydrated } from "#app/utils/use-hydrated.ts";
import type { ServicePrice } from "#bff/rules/checkout-choices.ts";
import type { CheckoutMethodsChange } from "#bff/rules/checkout-methods-form.server.ts";

/** A chosen shipper or payment in its line: the name and what it costs. */
export function ChosenService({ name, price }: { name: string; price: ServicePrice }) {
  return (
    <>
      <span className="checkout-option-name">{name}</span> <MethodsPrice price={price} compact />
    </>
  );
}

/**
 * A made choice folded to its line, with "Změnit" to show the options again: a button with
 * JavaScript, a link to the step with the options open without it. Both read the same, and
 * their name says which choice they change.
 */
export function MethodsChosen({
  intent,
  changeLabel,
  onReopen,
  changeRef,
  children,
}: {
  intent: CheckoutMethodsChange["intent"];
  changeLabel: string;
  onReopen: () => void;
  changeRef: RefObject<HTMLButtonElement>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { search } = useLocation();
  const text = t("checkout.methods.change");
  return (
    <div className="checkout-chosen">
      <p className="checkout-chosen-line">{children}</p>
      {hydrated ? (
        <button
          type="button"
          ref={changeRef}
          className="button button-link checkout-change"
          aria-label={changeLabel}
          onClick={onReopen}
        >
          {text}
        </button>
      ) : (
        <Link
          to={reopenHref(search, intent)}
          className="button button-link checkout-change"
          aria-label={changeLabel}
        >
          {text}
        </Link>
      )}
    </div>
  );
}
