import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

import { PlainCmsLink } from "#app/components/content/cms-link.tsx";
import { KeptMarkup } from "#app/components/layout/kept-markup.tsx";
import { LanguageSwitcher } from "#app/components/layout/language-switcher.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useEscapeKey } from "#app/utils/use-escape-key.ts";
import type { FrameMenuItem } from "#bff/pages/site-frame.ts";
import "./site-header.css";

function MenuEntry({ item }: { item: FrameMenuItem }) {
  const { t } = useTranslation();
  if (item.children.length === 0) {
    return (
      <li className="menu-item">
        <PlainCmsLink link={item.link} nav className="menu-link">
          {item.title}
        </PlainCmsLink>
      </li>
    );
  }
  // A phone opens the group by tap and finds the category's own link first in it ("Vše v
  // kategorii …"); the desktop's bar shows that link as the category's name alone and the
  // rest on hover or focus. Every language puts the title last, after the prefix.
  return (
    <li className="menu-item has-children">
      <details className="menu-group">
        <summary className="menu-link disclosure">{item.title}</summary>
        <PlainCmsLink link={item.link} nav className="menu-link menu-all">
          <span className="menu-all-prefix">{t("nav.allInPrefix")}</span> {item.title}
        </PlainCmsLink>
        <ul className="submenu">
          {item.children.map((child) => (
            <MenuEntry key={child.id} item={child} />
          ))}
        </ul>
      </details>
    </li>
  );
}

/**
 * The main menu, one markup for both screens: on a phone a disclosure in the header, so
 * every category and subcategory opens by tap without JavaScript (hover does not exist on
 * a touch screen), with the top header's links and the languages at its end; from 1024 px
 * the bar under the header, whose submenus open on hover and while focus is inside
 * (:focus-within), so the keyboard reaches every child by Tab. A browser that cannot show
 * a closed disclosure's content (no `::details-content`) keeps the phone's menu there too.
 *
 * With JavaScript, Escape closes the phone's panel and returns focus to its button, and it
 * closes when a link inside has navigated. The links are rendered by the server only and
 * kept by the browser.
 */
export function MainMenu() {
  const { t } = useTranslation();
  const drawerRef = useRef<HTMLDetailsElement>(null);
  const { key } = useLocation();
  const openedAt = useRef(key);
  useEffect(() => {
    // Not on hydration: a shopper may have opened the menu before the script arrived.
    if (openedAt.current === key) return;
    openedAt.current = key;
    drawerRef.current?.removeAttribute("open");
  }, [key]);
  useEscapeKey(true, () => {
    const drawer = drawerRef.current;
    if (!drawer?.open) return;
    drawer.open = false;
    drawer.querySelector("summary")?.focus();
  });

  return (
    <details className="menu-drawer" ref={drawerRef}>
      <summary className="header-icon-link">
        <Icon name="menu" className="icon-closed" />
        <Icon name="close" className="icon-open" />
        <span className="header-icon-label">{t("nav.menu")}</span>
      </summary>
      <nav aria-label={t("nav.main")} className="main-menu">
        <KeptMarkup id="main-menu-links" nav>
          {(frame) => (
            <>
              <ul className="menu-list">
                {frame?.mainMenu.map((item) => (
                  <MenuEntry key={item.id} item={item} />
                ))}
              </ul>
              {frame && frame.topHeaderMenu.length > 0 ? (
                <ul className="menu-extra">
                  {frame.topHeaderMenu.map((item) => (
                    <MenuEntry key={item.id} item={item} />
                  ))}
                </ul>
              ) : null}
            </>
          )}
        </KeptMarkup>
        <LanguageSwitcher className="menu-languages" />
      </nav>
    </details>
  );
}
