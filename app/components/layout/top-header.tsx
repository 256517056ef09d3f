import { useTranslation } from "react-i18next";

import { CmsLink } from "#app/components/content/cms-link.tsx";
import type { FrameMenuItem } from "#bff/pages/site-frame.ts";
import "./site-header.css";

/** The thin bar above the main header with the CMS menu "top header" (shops, contact...). */
export function TopHeader({ items }: { items: Array<FrameMenuItem> }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <nav className="top-header" aria-label={t("frame.topHeader")}>
      <ul className="container">
        {items.map((item) => (
          <li key={item.id}>
            <CmsLink link={item.link} nav>
              {item.title}
            </CmsLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
