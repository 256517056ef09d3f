import { CmsLink } from "#app/components/content/cms-link.tsx";
import { LanguageSwitcher } from "#app/components/layout/language-switcher.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { FrameMenuItem } from "#bff/pages/site-frame.ts";
import "./site-header.css";

/**
 * The thin bar above the main header: the CMS menu "top header" (shops, contact...) and
 * the language switcher.
 */
export function TopHeader({ items }: { items: Array<FrameMenuItem> }) {
  const { t } = useTranslation();
  return (
    <nav className="top-header" aria-label={t("frame.topHeader")}>
      <div className="container top-header-row">
        {items.length > 0 ? (
          <ul>
            {items.map((item) => (
              <li key={item.id}>
                <CmsLink link={item.link} nav>
                  {item.title}
                </CmsLink>
              </li>
            ))}
          </ul>
        ) : null}
        <LanguageSwitcher className="top-header-languages" />
      </div>
    </nav>
  );
}
