import { Router } from "express";

import { type MenuLink, menuLinkResolver } from "#sandbox/cms/menu-links.ts";
import { type TranslationLookup, translationsOf } from "#sandbox/content-language.ts";
import type { Db } from "#sandbox/db/open.ts";
import { readShopContext } from "#sandbox/http/context.ts";
import { httpError } from "#sandbox/http/errors.ts";

interface MenuItemRow {
  id: number;
  parent_id: number | null;
  title: string;
  path: string;
  main: number;
}

interface MenuItemJson extends MenuLink {
  id: number;
  title: string;
  path: string;
  main: boolean;
  children: Array<MenuItemJson>;
}

/**
 * Menus with their titles in the shopper's language; paths stay the editors' Czech ones,
 * which the storefront maps into the shopper's language itself.
 */
export function menusRouter(db: Db, headerPrefix: string): Router {
  const router = Router();
  const linkOf = menuLinkResolver(db);
  router.get("/menu-object/:code", (req, res) => {
    const code = req.params.code;
    const menu = db.prepare("SELECT code FROM menus WHERE code = ?").get(code);
    if (!menu) throw httpError(404, "Menu nebylo nalezeno");
    const rows = db
      .prepare(
        `SELECT id, parent_id, title, path, main FROM menu_items
         WHERE menu_code = ? ORDER BY position, id`,
      )
      .all(code) as Array<MenuItemRow>;
    const titles = translationsOf(db, "menu_item", readShopContext(req, headerPrefix).locale);
    res.json({ code, items: buildTree(rows, linkOf, titles) });
  });
  return router;
}

function buildTree(
  rows: Array<MenuItemRow>,
  linkOf: (path: string) => MenuLink,
  titles: TranslationLookup,
): Array<MenuItemJson> {
  const nodes = rows.map((row) => ({
    row,
    item: {
      id: row.id,
      title: titles(row.id, "title") ?? row.title,
      path: row.path,
      main: row.main === 1,
      ...linkOf(row.path),
      children: [],
    },
  }));
  const byId = new Map<number, MenuItemJson>(nodes.map(({ row, item }) => [row.id, item]));
  const roots: Array<MenuItemJson> = [];
  for (const { row, item } of nodes) {
    const parent = row.parent_id === null ? undefined : byId.get(row.parent_id);
    (parent ? parent.children : roots).push(item);
  }
  return roots;
}
