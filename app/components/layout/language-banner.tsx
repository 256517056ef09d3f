import { useLocation } from "@remix-run/react";

import { CloseBannerForm, useBannerCloser } from "#app/components/layout/close-banner-form.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { LANGUAGE_NAMES, languageSwitchHref } from "#app/shopper/language-switch.ts";
import type { Locale } from "#app/utils/href.ts";
import { useLocale } from "#app/utils/use-href.ts";
import "./banners.css";

/**
 * Offers this page in the language the shopper chose before or the browser prefers, when
 * the page is in another one: its sentence in that language, a plain link to the same page
 * there (through the switch route, which remembers the choice), closable, and the closure
 * is remembered.
 */
export function LanguageBanner({ suggestion }: { suggestion: { locale: Locale; text: string } }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const closer = useBannerCloser("language");
  if (closer.state !== "idle") return null;
  const suggested = suggestion.locale;
  return (
    <section className="language-banner" aria-label={t("frame.languageBanner.label")}>
      <p lang={suggested}>
        {suggestion.text}{" "}
        <a
          href={languageSwitchHref(locale, suggested, `${pathname}${search}`)}
          hrefLang={suggested}
        >
          {LANGUAGE_NAMES[suggested]}
        </a>
      </p>
      <CloseBannerForm closer={closer} banner="language" label={t("frame.languageBanner.close")} />
    </section>
  );
}
