import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { FrameMenuItem } from "#bff/pages/site-frame.ts";

import { useHref } from "../../utils/use-href.ts";
import { CmsLink } from "../content/cms-link.tsx";

function MenuEntry({ item }: { item: FrameMenuItem }) {
  const children = item.children;
  return (
    <li className={children.length > 0 ? "menu-item has-children" : "menu-item"}>
      <CmsLink link={item.link} nav>
        {item.title}
      </CmsLink>
      {children.length > 0 ? (
        <ul className="submenu">
          {children.map((child) => (
            <MenuEntry key={child.id} item={child} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function SiteHeader({
  mainMenu,
  cartCount,
}: {
  mainMenu: Array<FrameMenuItem>;
  cartCount: number | null;
}) {
  const { t } = useTranslation();
  const to = useHref();
  return (
    <header className="site-header">
      <div className="container header-row">
        <Link to={to("home")} className="logo" aria-label={t("shop.homeLink")}>
          {t("shop.name")}
        </Link>
        <Link to={to("cart")} className="header-cart" prefetch="intent">
          {t("header.cart")}
          {cartCount !== null && cartCount > 0 ? (
            <span className="badge" data-testid="cart-count">
              <span className="visually-hidden">: </span>
              {t("header.cartCount", { count: cartCount })}
            </span>
          ) : null}
        </Link>
      </div>
      {mainMenu.length > 0 ? (
        <nav aria-label={t("nav.main")} className="main-menu">
          <ul className="container">
            {mainMenu.map((item) => (
              <MenuEntry key={item.id} item={item} />
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
