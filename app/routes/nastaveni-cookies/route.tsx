import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";

import type { CookieBarHandle } from "#app/components/layout/cookie-bar.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { unlistedPageMeta } from "#app/seo/meta-tags.ts";
import type { TitleHandle } from "#app/seo/page-title.ts";
import { CONSENT_CATEGORIES } from "#app/shopper/consent.ts";
import { consentOf } from "#app/shopper/cookie-consent.server.ts";
import { safeRedirect } from "#app/utils/safe-redirect.ts";
import { useHref } from "#app/utils/use-href.ts";
import "./cookie-settings.css";

export const meta = unlistedPageMeta;

export const handle: TitleHandle & CookieBarHandle = {
  titleKey: "cookieSettings.title",
  hidesCookieBar: true,
};

/**
 * The cookie settings: the shopper's consent by category, and where saving returns to
 * (`?redirectTo=`, the page the link was on; this page itself without one).
 */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const back = safeRedirect(url.searchParams.get("redirectTo"), "") || safeRedirect(url.pathname);
  return { consent: consentOf(request), redirectTo: back };
}

/**
 * One checkbox per category with what it is for, the current choice ticked; necessary
 * cookies shown ticked and fixed. Saving posts to the cookie bar's action and loads the
 * next page whole, so its head carries the new Consent Mode state.
 */
export default function CookieSettings() {
  const { t } = useTranslation();
  const to = useHref();
  const { consent, redirectTo } = useLoaderData<typeof loader>();
  return (
    <div className="container cookie-settings">
      <h1>{t("cookieSettings.title")}</h1>
      <p>{t("cookieSettings.intro")}</p>
      <Form method="post" action={to("cookieConsent")} reloadDocument>
        <input type="hidden" name="choice" value="custom" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <fieldset className="cookie-settings-categories">
          <legend>{t("cookieSettings.categories")}</legend>
          <div className="field-checkbox-row">
            <input
              id="cookie-category-necessary"
              type="checkbox"
              checked
              disabled
              aria-describedby="cookie-category-necessary-text"
            />
            <div>
              <label htmlFor="cookie-category-necessary">
                {t("cookieSettings.necessary.label")}
              </label>
              <p id="cookie-category-necessary-text" className="field-hint">
                {t("cookieSettings.necessary.text")}
              </p>
            </div>
          </div>
          {CONSENT_CATEGORIES.map((category) => (
            <div key={category} className="field-checkbox-row">
              <input
                id={`cookie-category-${category}`}
                type="checkbox"
                name="category"
                value={category}
                defaultChecked={consent?.[category] ?? false}
                aria-describedby={`cookie-category-${category}-text`}
              />
              <div>
                <label htmlFor={`cookie-category-${category}`}>
                  {t(`cookieSettings.${category}.label`)}
                </label>
                <p id={`cookie-category-${category}-text`} className="field-hint">
                  {t(`cookieSettings.${category}.text`)}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
        <button type="submit" className="button button-primary">
          {t("cookieSettings.save")}
        </button>
      </Form>
    </div>
  );
}
