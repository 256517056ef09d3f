import { useLocation } from "@remix-run/react";

import { useTranslation } from "#app/i18n/use-translation.tsx";
import { LANGUAGE_NAMES, languageSwitchHref } from "#app/shopper/language-switch.ts";
import { useLocale } from "#app/utils/use-href.ts";
import { LOCALES } from "#bff/locales.js";

/**
 * The shop's languages, each named in itself; the others link to this page in their
 * words. Plain links: the other language's texts come with its own document, and the
 * switch route remembers the choice without JavaScript.
 */
export function LanguageSwitcher({ className }: { className: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  return (
    <ul className={`language-switcher ${className}`} aria-label={t("frame.languages")}>
      {LOCALES.map((language) => (
        <li key={language}>
          {language === locale ? (
            <span aria-current="true" lang={language}>
              {LANGUAGE_NAMES[language]}
            </span>
          ) : (
            <a
              href={languageSwitchHref(locale, language, `${pathname}${search}`)}
              hrefLang={language}
              lang={language}
            >
              {LANGUAGE_NAMES[language]}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
