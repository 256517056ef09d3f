import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { useHref } from "#app/utils/use-href.ts";
import "./cookie-bar.css";

/**
 * The cookie bar, at the top or bottom of the page as the CMS sets it. Part of the page's
 * flow (it covers nothing), answered by a plain form, remembered in a cookie.
 */
export function CookieBar({ text }: { text: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const to = useHref();
  return (
    <section className="cookie-bar" aria-label={t("cookieBar.label")}>
      <p>{text}</p>
      <Form method="post" action={to("cookieConsent")} className="cookie-bar-actions">
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <button type="submit" name="choice" value="all" className="button button-primary">
          {t("cookieBar.acceptAll")}
        </button>
        <button type="submit" name="choice" value="necessary" className="button">
          {t("cookieBar.necessaryOnly")}
        </button>
      </Form>
    </section>
  );
}
