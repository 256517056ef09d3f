import { Form, Link } from "@remix-run/react";
import { type ReactNode, useEffect, useRef } from "react";

import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHref } from "#app/utils/use-href.ts";
import type { AccountMenu } from "#bff/pages/account-menu.ts";
import type { UserMenuEntry } from "#bff/rules/user-menu.ts";
import "./account.css";

/** Where an entry leads, and whether it leaves the shop for a new tab. */
function useEntryTarget(menu: AccountMenu) {
  const to = useHref();
  return (entry: UserMenuEntry): { href: string; external: boolean } => {
    switch (entry) {
      case "dashboard":
        return { href: to("accountDashboard"), external: false };
      case "addresses":
        return { href: to("accountAddresses"), external: false };
      case "quickOrder":
        return { href: to("cartImport"), external: false };
      case "favourites":
        return { href: to("accountFavourites"), external: false };
      case "orders":
        return { href: to("accountOrders"), external: false };
      case "password":
        return { href: to("accountPassword"), external: false };
      case "details":
        return { href: to("accountDetails"), external: false };
      case "documents":
        return { href: menu.documentsUrl ?? "", external: false };
      case "shoppingLists":
        return { href: to("accountShoppingLists"), external: false };
      case "returns":
        return { href: to("goodsReturn"), external: false };
      case "warrantyClaims":
        return { href: menu.warrantyClaimsUrl ?? "", external: true };
    }
  };
}

/**
 * On a phone the menu is a row that scrolls sideways: it starts scrolled so that the
 * current entry is in sight. Without JavaScript the row wraps instead (account.css).
 */
function useCurrentInSight() {
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    const start = current.offsetLeft - list.offsetLeft;
    if (start + current.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = start - 16;
    }
  }, []);
  return listRef;
}

/**
 * Every account page: the user menu (a side column on wide screens, a row that scrolls
 * sideways on phones, so the page's own content starts near the top) with the current entry
 * marked and logging out last, then the page's heading and content.
 */
export function AccountLayout({
  menu,
  current,
  title,
  children,
}: {
  menu: AccountMenu;
  /** The entry this page belongs to; a detail page marks its list's entry. */
  current: UserMenuEntry;
  title: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const target = useEntryTarget(menu);
  const to = useHref();
  const listRef = useCurrentInSight();
  return (
    <div className="container account-page">
      <nav className="account-menu" aria-label={t("account.menu.label")}>
        <ul ref={listRef}>
          {menu.entries.map((entry) => {
            const { href, external } = target(entry);
            const label = t(`account.menu.${entry}`);
            return (
              <li key={entry}>
                {external ? (
                  <a href={href} target="_blank" rel="noopener noreferrer">
                    {label}
                    <span className="visually-hidden"> {t("account.menu.newTab")}</span>
                  </a>
                ) : (
                  <Link
                    to={href}
                    prefetch="intent"
                    aria-current={entry === current ? "page" : undefined}
                  >
                    {label}
                  </Link>
                )}
              </li>
            );
          })}
          <li>
            {/* A POST, never a link a crawler or a prefetch could follow. */}
            <Form method="post" action={to("logout")}>
              <button type="submit" className="account-menu-logout">
                {t("account.menu.logout")}
              </button>
            </Form>
          </li>
        </ul>
      </nav>
      <div className="account-content">
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}
