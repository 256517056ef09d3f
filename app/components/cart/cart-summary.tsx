import { Link } from "@remix-run/react";

import { OrderTotals } from "#app/components/checkout/order-totals.tsx";
import { usePriceFormatter } from "#app/components/product/price.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHref } from "#app/utils/use-href.ts";
import type { CartPage } from "#bff/pages/cart-page.ts";
import "./cart.css";

/** Totals, the thresholds still to reach, and the way on to checkout (or why not yet). */
export function CartSummary({ cart }: { cart: CartPage }) {
  const { t } = useTranslation();
  const to = useHref();
  const format = usePriceFormatter();

  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="visually-hidden">
        {t("cart.summary")}
      </h2>
      <OrderTotals summary={cart.summary} fees="hidden" />
      {cart.freeShippingRemaining !== null ? (
        <p className="cart-free-shipping">
          {t("cart.freeShippingRemaining", { price: format(cart.freeShippingRemaining) })}
        </p>
      ) : null}
      {cart.minimumOrderRemaining !== null ? (
        <p className="cart-warning" role="status">
          {t("cart.minimumOrder", { remainingPrice: format(cart.minimumOrderRemaining) })}
        </p>
      ) : null}
      {cart.checkoutBlocked ? (
        <>
          <button
            type="button"
            className="button button-primary"
            disabled
            aria-describedby="cart-checkout-blocked"
          >
            {t("cart.checkout")}
          </button>
          <p id="cart-checkout-blocked" className="cart-checkout-blocked">
            {cart.shopping.disabled
              ? t("cart.checkoutBlockedShopping")
              : t("cart.checkoutBlockedMinimum")}
          </p>
        </>
      ) : (
        <Link to={to("checkoutMethods")} className="button button-primary">
          {t("cart.checkout")}
        </Link>
      )}
    </aside>
  );
}
