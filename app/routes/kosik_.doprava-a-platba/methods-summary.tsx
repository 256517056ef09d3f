import { Link } from "@remix-run/react";

import { OrderTotals } from "#app/components/checkout/order-totals.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHref } from "#app/utils/use-href.ts";
import type { CheckoutMethodsPage } from "#bff/pages/checkout-methods.ts";

/**
 * What the order costs with the chosen shipping and payment, and the way on to the delivery
 * details, or, until every choice is made, what is still missing.
 */
export function MethodsSummary({
  page,
}: {
  page: Pick<CheckoutMethodsPage, "summary" | "missing">;
}) {
  const { t } = useTranslation();
  const to = useHref();
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{t("checkout.methods.summaryTitle")}</h2>
      <OrderTotals summary={page.summary} />
      {page.missing.length === 0 ? (
        <Link to={to("checkoutDetails")} className="button button-primary">
          {t("checkout.methods.continue")}
        </Link>
      ) : (
        <>
          <button
            type="button"
            className="button button-primary"
            disabled
            aria-describedby="checkout-continue-blocked"
          >
            {t("checkout.methods.continue")}
          </button>
          <div id="checkout-continue-blocked" className="checkout-continue-blocked">
            <p>{t("checkout.methods.continueBlocked")}</p>
            <ul>
              {page.missing.map((choice) => (
                <li key={choice}>{t(`checkout.methods.missing.${choice}`)}</li>
              ))}
            </ul>
          </div>
        </>
      )}
      <p>
        <Link to={to("cart")}>{t("checkout.methods.backToCart")}</Link>
      </p>
    </aside>
  );
}
