import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { Menu } from "#bff/cms/schemas.ts";

export function SiteFooter({ menus }: { menus: Array<Menu> }) {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      {menus.length > 0 ? (
        <nav aria-label={t("nav.footer")} className="container footer-menus">
          {menus.map((menu) => (
            <ul key={menu.code}>
              {menu.items.map((item) => (
                <li key={item.id}>
                  <Link to={item.path}>{item.title}</Link>
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
