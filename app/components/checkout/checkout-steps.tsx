import { Link } from "@remix-run/react";

import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { RouteKey } from "#app/utils/href.ts";
import { useHref } from "#app/utils/use-href.ts";
import "./checkout.css";

export type CheckoutStepName = "cart" | "methods" | "details" | "finished";

const STEPS: Array<{ name: CheckoutStepName; route: RouteKey }> = [
  { name: "cart", route: "cart" },
  { name: "methods", route: "checkoutMethods" },
  { name: "details", route: "checkoutDetails" },
  { name: "finished", route: "checkoutFinished" },
];

/**
 * Where the shopper is in the checkout. Steps already passed are links back, except once
 * the order is placed: there is nothing left to go back and change.
 */
export function CheckoutSteps({ current }: { current: CheckoutStepName }) {
  const { t } = useTranslation();
  const to = useHref();
  const currentIndex = STEPS.findIndex((step) => step.name === current);
  return (
    <nav className="checkout-steps" aria-label={t("checkout.steps.label")}>
      <ol>
        {STEPS.map((step, index) => {
          const label = t(`checkout.steps.${step.name}`);
          const state = index < currentIndex ? "done" : index === currentIndex ? "current" : "next";
          return (
            <li key={step.name} className={`checkout-step is-${state}`}>
              {state === "done" && current !== "finished" ? (
                <Link to={to(step.route)}>{label}</Link>
              ) : (
                <span aria-current={state === "current" ? "step" : undefined}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
