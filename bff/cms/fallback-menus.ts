import type { Locale } from "#bff/locales.js";

import fallbackMenus from "./fallback-menus.json";
import { MENU_CODES } from "./menus.ts";
import { MenuSchema, type Menu, type MenuItem } from "./schemas.ts";

/** The menus the shop carries in its own build: the main menu and the four footer menus. */
export const FALLBACK_MENU_CODES: ReadonlyArray<string> = [MENU_CODES.main, ...MENU_CODES.footer];

/**
 * What a bundled menu keeps of the CMS's answer: what the frame draws (title, path,
 * children), nothing the storefront does not read.
 */
export function bundledShape(menu: Menu): Menu {
  const trim = (item: MenuItem): MenuItem => ({
    id: item.id,
    title: item.title,
    path: item.path,
    ...(item.children?.length ? { children: item.children.map(trim) } : {}),
  });
  return { code: menu.code, items: menu.items.map(trim) };
}

/**
 * The menu bundled with the build (`fallback-menus.json`, the sandbox seed's menus as its
 * CMS answers them in each language, kept in step by `fallback-menus.contract.test.ts`), for
 * an instance that cannot reach the CMS and has no last-known copy; null for a menu the
 * build does not carry.
 */
export function bundledMenu(locale: Locale, code: string): Menu | null {
  const menus: Partial<Record<string, Record<string, unknown>>> = fallbackMenus;
  const menu = menus[locale]?.[code];
  if (!menu) return null;
  const parsed = MenuSchema.safeParse(menu);
  return parsed.success ? parsed.data : null;
}
