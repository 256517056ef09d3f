import { Form, useLocation } from "@remix-run/react";

import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHref } from "#app/utils/use-href.ts";
import "./age-notice.css";

/**
 * Shown on every page until the visitor confirms being 18 or older. Rendered by the
 * server, confirmed by a plain form, remembered in a cookie: later pages have no notice,
 * so nothing flickers, with or without JavaScript.
 */
export function AgeNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  const to = useHref();
  return (
    <div className="age-notice-backdrop">
      <section
        className="age-notice"
        role="dialog"
        aria-modal="true"
        aria-labelledby="age-notice-title"
        aria-describedby="age-notice-text"
      >
        <h2 id="age-notice-title">{t("ageNotice.title")}</h2>
        <p id="age-notice-text">{t("ageNotice.text")}</p>
        <Form method="post" action={to("ageConfirmation")} className="age-notice-actions">
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
          <button type="submit" className="button button-primary">
            {t("ageNotice.confirm")}
          </button>
          <a href="https://www.seznam.cz/" className="button" rel="noopener noreferrer">
            {t("ageNotice.leave")}
          </a>
        </Form>
      </section>
    </div>
  );
}
