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

function DrawerEntry({ item }: { item: FrameMenuItem }) {
  const { t } = useTranslation();
  if (item.children.length === 0) {
    return (
      <li>
        <PlainCmsLink link={item.link} nav className="drawer-link">
          {item.title}
        </PlainCmsLink>
      </li>
    );
  }
  return (
    <li>
      <details className="drawer-group">
        <summary className="drawer-link disclosure">{item.title}</summary>
        <ul>
          <li>
            <PlainCmsLink link={item.link} nav className="drawer-link drawer-all">
              {t("nav.allIn", { title: item.title })}
            </PlainCmsLink>
          </li>
          {item.children.map((child) => (
            <DrawerEntry key={child.id} item={child} />
          ))}
        </ul>
      </details>
    </li>
  );
}

/**
 * The phone's menu: a disclosure, so every category and subcategory opens by tap without
 * JavaScript (hover does not exist on a touch screen). With JavaScript, Escape closes it
 * and returns focus to its button, and it closes when a link inside has navigated. The
 * main menu's and the top header's links (shops, advice, contact) are rendered by the
 * server only and kept by the browser; the language switcher sits at its end.
 */
export function MenuDrawer() {
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
      <nav aria-label={t("nav.menuLabel")} className="menu-drawer-panel">
        <KeptMarkup id="menu-drawer-links" nav>
          {(frame) => (
            <>
              <ul>
                {frame?.mainMenu.map((item) => (
                  <DrawerEntry key={item.id} item={item} />
                ))}
              </ul>
              {frame && frame.topHeaderMenu.length > 0 ? (
                <ul className="drawer-extra">
                  {frame.topHeaderMenu.map((item) => (
                    <DrawerEntry key={item.id} item={item} />
                  ))}
                </ul>
              ) : null}
            </>
          )}
        </KeptMarkup>
        <LanguageSwitcher className="drawer-languages" />
      </nav>
    </details>
  );
}
