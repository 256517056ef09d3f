import type { Db } from "#sandbox/db/open.ts";
import { toMinor } from "#sandbox/money.ts";

import { buildCatalogue, catalogSize } from "./catalog-generator.ts";
import { cmsId } from "./catalog-ids.ts";
import { seedCatalogue } from "./catalog-insert.ts";
import { CURRENCIES } from "./catalog.ts";
import { seedContent } from "./content-insert.ts";
import { seedLocalDocuments } from "./content-local-documents.ts";
import { seedServicePages } from "./content-service-insert.ts";
import { seedContentTranslations } from "./content-translations.ts";
import { HOMEPAGE, MENUS, type SeedMenuItem } from "./content.ts";
import { seedSearchLanguages } from "./search-languages.ts";
import { seedStore } from "./store/index.ts";

export { cmsId, variantId } from "./catalog-ids.ts";

/** Fills an empty database; a database that already holds the shop is left alone. */
export function seedDatabase(db: Db): boolean {
  if (isSeeded(db)) return false;
  db.transaction(() => {
    seedCurrencies(db);
    seedCatalogue(db, buildCatalogue(catalogSize()));
    seedMenus(db);
    seedHomepage(db);
    seedContent(db);
    seedServicePages(db);
    seedStore(db);
    seedContentTranslations(db);
    seedLocalDocuments(db);
    seedSearchLanguages(db);
  })();
  return true;
}

export function isSeeded(db: Db): boolean {
  return db.prepare("SELECT 1 FROM products LIMIT 1").get() !== undefined;
}

function seedCurrencies(db: Db): void {
  const insert = db.prepare(
    `INSERT INTO currencies (code, symbol, symbol_placement, decimal_places, decimal_point,
       millesimal_point, free_shipping_at_minor, position)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  CURRENCIES.forEach((c, position) =>
    insert.run(
      c.code,
      c.symbol,
      c.symbolPlacement,
      c.decimalPlaces,
      c.decimalPoint,
      c.millesimalPoint,
      toMinor(c.freeShippingAt),
      position,
    ),
  );
}

function seedMenus(db: Db): void {
  const insertMenu = db.prepare("INSERT INTO menus (code, title) VALUES (?, ?)");
  const insertItem = db.prepare(
    `INSERT INTO menu_items (menu_code, parent_id, title, path, main, position)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const insertItems = (code: string, items: Array<SeedMenuItem>, parentId: number | null) =>
    items.forEach((item, position) => {
      const { lastInsertRowid } = insertItem.run(
        code,
        parentId,
        item.title,
        item.path,
        item.main ? 1 : 0,
        position,
      );
      insertItems(code, item.children ?? [], Number(lastInsertRowid));
    });
  for (const menu of MENUS) {
    insertMenu.run(menu.code, menu.title);
    insertItems(menu.code, menu.items, null);
  }
}

function seedHomepage(db: Db): void {
  const id = cmsId("homepage");
  db.prepare("INSERT INTO homepage_configurations (id, title, active) VALUES (?, ?, 1)").run(
    id,
    HOMEPAGE.title,
  );
  const insertBlock = db.prepare(
    `INSERT INTO content_blocks (id, owner_type, owner_id, position, type, data)
     VALUES (?, 'homepage', ?, ?, ?, ?)`,
  );
  HOMEPAGE.blocks.forEach((block, position) =>
    insertBlock.run(
      cmsId(`homepage:${position}`),
      id,
      position,
      block.type,
      JSON.stringify(block.data),
    ),
  );
}
