import { Link } from "@remix-run/react";

import { CHECKOUT_BLOCKED_ID } from "#app/components/cart/cart-summary.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHref } from "#app/utils/use-href.ts";
import "./cart.css";

/**
 * The way on to checkout, under the totals. On a phone it stays at the screen's bottom edge
 * while the lines above its place run past the screen (CSS sticky), and otherwise sits in
 * its place: it never covers what follows it.
 */
export function CartCheckoutButton({ blocked }: { blocked: boolean }) {
  const { t } = useTranslation();
  const to = useHref();
  return (
    <div className="cart-checkout">
      {blocked ? (
        <button
          type="button"
          className="button button-primary"
          disabled
          aria-describedby={CHECKOUT_BLOCKED_ID}
        >
          {t("cart.checkout")}
        </button>
      ) : (
        <Link to={to("checkoutMethods")} className="button button-primary">
          {t("cart.checkout")}
        </Link>
      )}
    </div>
  );
}
