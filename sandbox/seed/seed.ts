import { createHash } from "node:crypto";

import { IMAGE_SIZE, backgroundFor } from "../cms/images.ts";
import type { Db } from "../db/open.ts";
import { eurFromCzk, toMinor } from "../money.ts";

import {
  CATEGORIES,
  CURRENCIES,
  MAIN_WAREHOUSE,
  PRODUCTS,
  VAT_RATE,
  WAREHOUSES,
  type SeedProduct,
  type SeedVariant,
} from "./catalog.ts";
import { HOMEPAGE, MENUS, type SeedMenuItem } from "./content.ts";

/** Fills an empty database; a database that already holds the shop is left alone. */
export function seedDatabase(db: Db): boolean {
  if (isSeeded(db)) return false;
  db.transaction(() => {
    seedCurrencies(db);
    seedCatalogue(db);
    seedMenus(db);
    seedHomepage(db);
  })();
  return true;
}

export function isSeeded(db: Db): boolean {
  return db.prepare("SELECT 1 FROM products LIMIT 1").get() !== undefined;
}

/** CMS documents carry 24-hex ids; deriving them from a label keeps them stable across seeds. */
export function cmsId(label: string): string {
  return createHash("sha1").update(label).digest("hex").slice(0, 24);
}

export function variantId(productId: number, index: number): number {
  return productId * 10 + index + 1;
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

function seedCatalogue(db: Db): void {
  const insertWarehouse = db.prepare(
    "INSERT INTO warehouses (id, code, name, virtual) VALUES (?, ?, ?, ?)",
  );
  for (const w of WAREHOUSES) insertWarehouse.run(w.id, w.code, w.name, w.virtual ? 1 : 0);

  const insertCategory = db.prepare(
    "INSERT INTO categories (id, parent_id, slug, name, position) VALUES (?, ?, ?, ?, ?)",
  );
  CATEGORIES.forEach((category, position) => {
    insertCategory.run(category.id, null, category.slug, category.name, position);
    category.children.forEach((child, childPosition) =>
      insertCategory.run(child.id, category.id, child.slug, child.name, childPosition),
    );
  });

  PRODUCTS.forEach((product, position) => seedProduct(db, product, position));
}

function seedProduct(db: Db, product: SeedProduct, position: number): void {
  const imageKey = `products/${product.slug}`;
  insertImage(db, imageKey, product.name, backgroundFor(imageKey));
  db.prepare(
    `INSERT INTO products (id, slug, name, catalog_code, perex, category_id, image_key,
       restricted_to_group, position)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    product.id,
    product.slug,
    product.name,
    `PR${product.id}`,
    product.perex,
    product.categoryId,
    imageKey,
    product.restrictedToGroup ?? null,
    position,
  );

  const variants: Array<SeedVariant> = product.variants ?? [
    { name: product.name, stock: product.stock ?? 0 },
  ];
  const hasVariants = product.variants !== undefined;
  variants.forEach((variant, index) => {
    const id = variantId(product.id, index);
    const fullname = hasVariants ? `${product.name} – ${variant.name}` : product.name;
    let variantImageKey: string | null = null;
    if (variant.color) {
      variantImageKey = `${imageKey}/${asciiSlug(variant.name)}`;
      insertImage(db, variantImageKey, fullname, variant.color);
    }
    db.prepare(
      `INSERT INTO variants (id, product_id, name, fullname, marketing_code, ean, image_key,
         vat_rate, position)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      id,
      product.id,
      variant.name,
      fullname,
      `PR${product.id}-${String(index + 1).padStart(2, "0")}`,
      ean13(`859${String(id).padStart(9, "0")}`),
      variantImageKey,
      VAT_RATE,
      index,
    );

    const czk = toMinor(variant.priceCzk ?? product.priceCzk);
    const originalCzk = variant.originalPriceCzk ?? product.originalPriceCzk;
    const originalCzkMinor = originalCzk === undefined ? null : toMinor(originalCzk);
    const insertPrice = db.prepare(
      `INSERT INTO variant_prices (variant_id, currency_code, price_minor, original_price_minor)
       VALUES (?, ?, ?, ?)`,
    );
    insertPrice.run(id, "CZK", czk, originalCzkMinor);
    insertPrice.run(
      id,
      "EUR",
      eurFromCzk(czk),
      originalCzkMinor === null ? null : eurFromCzk(originalCzkMinor),
    );

    db.prepare("INSERT INTO variant_stock (variant_id, warehouse_id, stock) VALUES (?, ?, ?)").run(
      id,
      MAIN_WAREHOUSE.id,
      variant.stock,
    );
  });
}

function insertImage(db: Db, fileKey: string, title: string, background: string): void {
  db.prepare(
    "INSERT INTO images (file_key, title, background, width, height) VALUES (?, ?, ?, ?, ?)",
  ).run(fileKey, title, background, IMAGE_SIZE, IMAGE_SIZE);
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

function ean13(first12: string): string {
  const sum = [...first12].reduce(
    (total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3),
    0,
  );
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

function asciiSlug(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
