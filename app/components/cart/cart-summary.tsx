import { useFetchers } from "@remix-run/react";

import { LINE_FETCHER_PREFIX } from "#app/components/cart/cart-line.tsx";
import { OrderTotals } from "#app/components/checkout/order-totals.tsx";
import { usePriceFormatter } from "#app/components/product/price.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { CartPage } from "#bff/pages/cart-page.ts";
import "./cart.css";

/** The id of the words saying why checkout waits, which the blocked button points to. */
export const CHECKOUT_BLOCKED_ID = "cart-checkout-blocked";

/** Totals, the thresholds still to reach, and why checkout has to wait, if it does. */
export function CartSummary({ cart }: { cart: CartPage }) {
  const { t } = useTranslation();
  const format = usePriceFormatter();
  // While a line's new quantity is on its way the sums are the old ones.
  const changing = useFetchers().some(
    (fetcher) => fetcher.key.startsWith(LINE_FETCHER_PREFIX) && fetcher.state !== "idle",
  );

  return (
    <aside
      className={changing ? "cart-summary is-busy" : "cart-summary"}
      aria-labelledby="cart-summary-title"
      aria-busy={changing}
    >
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
        <p id={CHECKOUT_BLOCKED_ID} className="cart-checkout-blocked">
          {cart.shopping.disabled
            ? t("cart.checkoutBlockedShopping")
            : t("cart.checkoutBlockedMinimum")}
        </p>
      ) : null}
    </aside>
  );
}
