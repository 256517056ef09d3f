import { useFetcher, useLocation } from "@remix-run/react";

import { EnhancedField } from "#app/forms/enhanced-field.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHref } from "#app/utils/use-href.ts";
import "./age-notice.css";

/**
 * The fetcher of the age notice's form. With JavaScript the confirmation counts from the
 * moment it is sent (the notice goes at once); by the time the fetcher is idle again the
 * root loader says so too.
 */
export function useAgeConfirmer() {
  return useFetcher({ key: "age-confirmation" });
}

/** Whether the visitor has confirmed their age: remembered, or being sent right now. */
export function useAgeConfirmed(remembered: boolean): boolean {
  const sending = useAgeConfirmer().state !== "idle";
  return remembered || sending;
}

/**
 * Shown on every page until the visitor confirms being 18 or older. Rendered by the
 * server, confirmed by a plain form, remembered in a cookie: later pages have no notice,
 * so nothing flickers, with or without JavaScript.
 */
export function AgeNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  const to = useHref();
  const confirmer = useAgeConfirmer();
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
        <confirmer.Form
          method="post"
          action={to("ageConfirmation")}
          preventScrollReset
          className="age-notice-actions"
        >
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
          <EnhancedField />
          <button type="submit" className="button button-primary">
            {t("ageNotice.confirm")}
          </button>
          <a href="https://www.seznam.cz/" className="button" rel="noopener noreferrer">
            {t("ageNotice.leave")}
          </a>
        </confirmer.Form>
      </section>
    </div>
  );
}
