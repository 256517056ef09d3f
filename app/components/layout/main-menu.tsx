import { PlainCmsLink } from "#app/components/content/cms-link.tsx";
import { KeptMarkup } from "#app/components/layout/kept-markup.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { FrameMenuItem } from "#bff/pages/site-frame.ts";
import "./site-header.css";

function MenuEntry({ item }: { item: FrameMenuItem }) {
  const children = item.children;
  return (
    <li className={children.length > 0 ? "menu-item has-children" : "menu-item"}>
      <PlainCmsLink link={item.link} nav>
        {item.title}
      </PlainCmsLink>
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

/**
 * The main menu. A submenu opens on hover and while focus is inside its entry (CSS
 * :focus-within), so the keyboard reaches every child by Tab, with or without JavaScript.
 * Rendered by the server only and kept by the browser.
 */
export function MainMenu() {
  const { t } = useTranslation();
  return (
    <KeptMarkup id="main-menu" as="nav" className="main-menu" label={t("nav.main")} nav>
      {(frame) =>
        frame && frame.mainMenu.length > 0 ? (
          <ul className="container">
            {frame.mainMenu.map((item) => (
              <MenuEntry key={item.id} item={item} />
            ))}
          </ul>
        ) : null
      }
    </KeptMarkup>
  );
}
