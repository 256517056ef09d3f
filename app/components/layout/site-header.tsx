import { Form, Link } from "@remix-run/react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";

import { useStickyHeader } from "#app/components/layout/use-sticky-header.ts";
import { plannedHref } from "#app/utils/planned-href.ts";
import { useRootData } from "#app/utils/root-data.ts";
import { useHref, useLocale } from "#app/utils/use-href.ts";
import "./site-header.css";

/**
 * The main header: logo, search (a GET form to the search page), account, favourites and
 * the cart with its count. Sticky while scrolling when JavaScript runs.
 */
export function SiteHeader({ cartCount }: { cartCount: number | null }) {
  const { t } = useTranslation();
  const to = useHref();
  const locale = useLocale();
  const user = useRootData()?.user;
  const slotRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  useStickyHeader(slotRef, headerRef);
  return (
    <div className="main-header-slot" ref={slotRef}>
      <header className="site-header" ref={headerRef}>
        <div className="container header-row">
          <Link to={to("home")} className="logo" aria-label={t("shop.homeLink")}>
            {t("shop.name")}
          </Link>
          <Form
            method="get"
            action={plannedHref("search", locale)}
            role="search"
            className="header-search"
          >
            <label htmlFor="header-search-query" className="visually-hidden">
              {t("frame.search.label")}
            </label>
            <input
              id="header-search-query"
              type="search"
              name="q"
              placeholder={t("frame.search.placeholder")}
              autoComplete="off"
            />
            <button type="submit" className="button">
              {t("frame.search.submit")}
            </button>
          </Form>
          <ul className="header-links">
            <li>
              <a href={plannedHref("account", locale)}>{user?.firstName || t("frame.account")}</a>
            </li>
            <li>
              <a href={plannedHref("favourites", locale)}>{t("frame.favourites")}</a>
            </li>
            <li>
              <Link to={to("cart")} className="header-cart" prefetch="intent">
                {t("header.cart")}
                {cartCount !== null && cartCount > 0 ? (
                  <span className="badge" data-testid="cart-count">
                    <span className="visually-hidden">: </span>
                    {t("header.cartCount", { count: cartCount })}
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
