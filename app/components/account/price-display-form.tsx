import { Form, useLocation } from "@remix-run/react";

import { useVatFirst } from "#app/components/product/price.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHref } from "#app/utils/use-href.ts";
import "./account-forms.css";

/**
 * The business buyer's price display option (spec §6): prices with VAT, or without it
 * first; remembered in the display VAT cookie.
 */
export function PriceDisplayForm() {
  const { t } = useTranslation();
  const to = useHref();
  const location = useLocation();
  const vatFirst = useVatFirst();
  return (
    <section className="account-section" aria-labelledby="price-display-title">
      <h2 id="price-display-title">{t("priceDisplay.title")}</h2>
      <Form method="post" action={to("priceDisplay")} className="account-form">
        <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
        <fieldset className="price-display-choice">
          <legend>{t("priceDisplay.hint")}</legend>
          <label>
            <input type="radio" name="withoutVat" value="0" defaultChecked={!vatFirst} />{" "}
            {t("priceDisplay.withVat")}
          </label>
          <label>
            <input type="radio" name="withoutVat" value="1" defaultChecked={vatFirst} />{" "}
            {t("priceDisplay.withoutVat")}
          </label>
        </fieldset>
        <p className="account-actions">
          <button type="submit" className="button">
            {t("priceDisplay.save")}
          </button>
        </p>
      </Form>
    </section>
  );
}
