import { Form, Link } from "@remix-run/react";
import { useRef } from "react";

import { MainMenu } from "#app/components/layout/main-menu.tsx";
import { useStickyHeader } from "#app/components/layout/use-sticky-header.ts";
import { SearchBox } from "#app/components/search/search-box.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useRootData } from "#app/utils/root-data.ts";
import { useHref } from "#app/utils/use-href.ts";
import "./site-header.css";

/**
 * The main header: logo, search (a GET form to the search page), account, favourites and
 * the cart with its count. Sticky while scrolling when JavaScript runs. On phones it is a
 * compact bar (menu, logo, account, favourites, cart) over a full-width search; the
 * top header's links move into the menu. Below 480 px a customer's bar keeps favourites
 * and leaves "Odhlásit" to the account's menu, where five labelled icons would squeeze out
 * the logo.
 */
export function SiteHeader({ cartCount }: { cartCount: number | null }) {
  const { t } = useTranslation();
  const to = useHref();
  const root = useRootData();
  const user = root?.user;
  const favourites = root?.features.includes("favourites") ?? false;
  const wishedCount = root?.wishedVariantIds?.length ?? 0;
  const slotRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  useStickyHeader(slotRef, headerRef);
  return (
    <div className="main-header-slot" ref={slotRef}>
      <header className="site-header" ref={headerRef}>
        <div className="container header-row">
          <MainMenu />
          <Link to={to("home")} className="logo" aria-label={t("shop.homeLink")}>
            {t("shop.name")}
          </Link>
          <SearchBox />
          <ul className="header-links">
            <li>
              <Link
                to={user ? to("accountDashboard") : to("login")}
                className="header-icon-link"
                aria-label={user ? t("header.accountOf", { name: user.firstName }) : undefined}
              >
                <Icon name="account" />
                <span className="header-icon-label">{user?.firstName || t("frame.account")}</span>
              </Link>
            </li>
            {user ? (
              <li className="header-logout-item">
                {/* A POST, never a link a crawler or a prefetch could follow. */}
                <Form method="post" action={to("logout")} className="header-logout">
                  <button type="submit" className="header-icon-link">
                    <Icon name="logout" />
                    <span className="header-icon-label">{t("header.logout")}</span>
                  </button>
                </Form>
              </li>
            ) : null}
            {favourites ? (
              <li className="header-favourites">
                <Link to={to("accountFavourites")} className="header-icon-link">
                  <Icon name="heart" />
                  <span className="header-icon-label">{t("frame.favourites")}</span>
                  {wishedCount > 0 ? (
                    <span className="badge">
                      <span className="visually-hidden">: </span>
                      {wishedCount}
                    </span>
                  ) : null}
                </Link>
              </li>
            ) : null}
            <li>
              <Link to={to("cart")} className="header-icon-link header-cart" prefetch="intent">
                <Icon name="cart" />
                <span className="header-icon-label">{t("header.cart")}</span>
                {cartCount !== null && cartCount > 0 ? (
                  <span className="badge" data-testid="cart-count">
                    <span className="visually-hidden">: </span>
                    {cartCount}
                    <span className="badge-unit">
                      {" "}
                      {t("header.cartUnit", { count: cartCount })}
                    </span>
                  </span>
                ) : null}
              </Link>
            </li>
          </ul>
        </div>
      </header>
    </div>
  );
}
