import { PlainCmsLink } from "#app/components/content/cms-link.tsx";
import { KeptMarkup } from "#app/components/layout/kept-markup.tsx";
import { LanguageSwitcher } from "#app/components/layout/language-switcher.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import "./site-header.css";

/**
 * The thin bar above the main header: the CMS menu "top header" (shops, contact...) and
 * the language switcher. The menu is rendered by the server only and kept by the browser.
 */
export function TopHeader() {
  const { t } = useTranslation();
  return (
    <nav className="top-header" aria-label={t("frame.topHeader")}>
      <div className="container top-header-row">
        <KeptMarkup id="top-header-menu" nav>
          {(frame) =>
            frame && frame.topHeaderMenu.length > 0 ? (
              <ul>
                {frame.topHeaderMenu.map((item) => (
                  <li key={item.id}>
                    <PlainCmsLink link={item.link} nav>
                      {item.title}
                    </PlainCmsLink>
                  </li>
                ))}
              </ul>
            ) : null
          }
        </KeptMarkup>
        <LanguageSwitcher className="top-header-languages" />
      </div>
    </nav>
  );
}
