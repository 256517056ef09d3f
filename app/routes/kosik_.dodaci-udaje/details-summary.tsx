import { useTranslation } from "react-i18next";

import { Price } from "#app/components/product/price.tsx";
import type { CartPage } from "#bff/pages/cart-page.ts";

/** What is being ordered and what the goods cost; shipping and payment come on top. */
export function DetailsSummary({ cart }: { cart: CartPage }) {
  const { t } = useTranslation();
  return (
    <aside className="details-summary" aria-labelledby="details-summary-title">
      <h2 id="details-summary-title">{t("checkout.details.summary.title")}</h2>
      <ul className="details-summary-items">
        {cart.items.map((item) => (
          <li key={item.id}>
            <span>
              {item.amount} {item.unit} × {item.name}
              {item.variantName ? ` (${item.variantName})` : ""}
            </span>{" "}
            <Price amount={item.totalPrice} />
          </li>
        ))}
      </ul>
      <dl className="details-summary-total">
        <dt>{t("checkout.details.summary.total")}</dt>
        <dd>
          <Price amount={cart.totalWithTax} />
        </dd>
      </dl>
      <p className="details-hint">{t("checkout.details.summary.shippingExtra")}</p>
    </aside>
  );
}
