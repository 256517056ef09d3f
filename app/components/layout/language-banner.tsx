import { useTranslation } from "react-i18next";

import { CloseBannerForm, useBannerCloser } from "#app/components/layout/close-banner-form.tsx";
import { href, hrefFrom, type Locale } from "#app/utils/href.ts";
import { useLocale } from "#app/utils/use-href.ts";
import "./banners.css";

/** Each language named in itself, as a visitor looking for theirs recognises it. */
const LANGUAGE_NAMES: Record<Locale, string> = { cs: "Čeština", sk: "Slovenčina", de: "Deutsch" };

/**
 * Offers the shop in the browser's preferred language when the page is in another one.
 * A plain link (the other language's texts come with its own document), to the other
 * language's host in domain mode; closable, and the closure is remembered.
 */
export function LanguageBanner({ suggested }: { suggested: Locale }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const closer = useBannerCloser("language");
  if (closer.state !== "idle") return null;
  return (
    <section className="language-banner" aria-label={t("frame.languageBanner.label")}>
      <p>
        {t("frame.languageBanner.text")}{" "}
        <a
          href={hrefFrom(locale, suggested, href("home", suggested))}
          hrefLang={suggested}
          lang={suggested}
        >
          {LANGUAGE_NAMES[suggested]}
        </a>
      </p>
      <CloseBannerForm closer={closer} banner="language" label={t("frame.languageBanner.close")} />
    </section>
  );
}
