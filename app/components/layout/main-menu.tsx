import { CmsLink } from "#app/components/content/cms-link.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { FrameMenuItem } from "#bff/pages/site-frame.ts";
import "./site-header.css";

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

/**
 * The main menu. A submenu opens on hover and while focus is inside its entry (CSS
 * :focus-within), so the keyboard reaches every child by Tab, with or without JavaScript.
 */
export function MainMenu({ items }: { items: Array<FrameMenuItem> }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <nav aria-label={t("nav.main")} className="main-menu">
      <ul className="container">
        {items.map((item) => (
          <MenuEntry key={item.id} item={item} />
        ))}
      </ul>
    </nav>
  );
}
