import { useTranslation } from "react-i18next";

import type { FrameMenu } from "#bff/pages/site-frame.ts";

import { CmsLink } from "../content/cms-link.tsx";

export function SiteFooter({ menus }: { menus: Array<FrameMenu> }) {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      {menus.length > 0 ? (
        <nav aria-label={t("nav.footer")} className="container footer-menus">
          {menus.map((menu) => (
            <ul key={menu.code}>
              {menu.items.map((item) => (
                <li key={item.id}>
                  <CmsLink link={item.link}>{item.title}</CmsLink>
                </li>
              ))}
            </ul>
          ))}
        </nav>
      ) : null}
      <p className="container copyright">
        {t("footer.copyright", { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
