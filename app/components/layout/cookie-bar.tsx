import { Form, Link, useLocation } from "@remix-run/react";

import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHref } from "#app/utils/use-href.ts";
import "./cookie-bar.css";

/** What a page that asks the cookie bar's question itself says in its route's handle. */
export type CookieBarHandle = { hidesCookieBar: true };

/** Whether a route's handle keeps the cookie bar off its page (the cookie settings). */
export function hidesCookieBar(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && "hidesCookieBar" in handle;
}

/** The cookie settings' address, returning to the page the shopper is on once saved. */
export function useCookieSettingsHref(): string {
  const location = useLocation();
  const to = useHref();
  const redirectTo = `${location.pathname}${location.search}`;
  return `${to("cookieSettings")}?${new URLSearchParams({ redirectTo }).toString()}`;
}

/**
 * The cookie bar, at the top or bottom of the page as the CMS sets it: at the bottom it
 * stays in sight from the first screen (cookie-bar.css), answered by a plain form,
 * remembered in a cookie. The answer
 * loads the next page whole, so its head carries the new Consent Mode state; "Nastavení"
 * opens the choice by category.
 */
export function CookieBar({ text, position }: { text: string; position: "top" | "bottom" }) {
  const { t } = useTranslation();
  const location = useLocation();
  const to = useHref();
  const settingsHref = useCookieSettingsHref();
  return (
    <section className={`cookie-bar cookie-bar-${position}`} aria-label={t("cookieBar.label")}>
      <p>{text}</p>
      <Form
        method="post"
        action={to("cookieConsent")}
        reloadDocument
        className="cookie-bar-actions"
      >
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <button type="submit" name="choice" value="all" className="button button-primary">
          {t("cookieBar.acceptAll")}
        </button>
        <button type="submit" name="choice" value="necessary" className="button">
          {t("cookieBar.necessaryOnly")}
        </button>
        <Link to={settingsHref} className="button">
          {t("cookieBar.settings")}
        </Link>
      </Form>
    </section>
  );
}
