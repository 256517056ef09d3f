import type { ContentLocale } from "#sandbox/content-language.ts";
import type { Db } from "#sandbox/db/open.ts";

import { asciiSlug } from "./catalog-generator.ts";
import { PRODUCTS } from "./catalog.ts";
import { batchInsert } from "./store/batch-insert.ts";

/** The cleaning spray every vibrator comes with. */
const VIBRATOR_GIFT_ID = 1035;
/** The whole vibrator tree, generated products included. */
const VIBRATOR_CATEGORY_IDS = [10, 11, 12, 13];
/** A second gift that is sold out, so the storefront has one to leave out. */
const SOLD_OUT_GIFT = { productId: 1006, giftProductId: 1004 };

/** A manual's title in each language; its file keeps the Czech name. */
type ManualTitle = Record<ContentLocale, string>;

const INSTRUCTIONS: ManualTitle = {
  cs: "Návod k použití",
  sk: "Návod na použitie",
  de: "Gebrauchsanleitung",
};
const SAFETY: ManualTitle = {
  cs: "Bezpečnostní pokyny",
  sk: "Bezpečnostné pokyny",
  de: "Sicherheitshinweise",
};

const MANUALS: Array<{ productId: number; titles: Array<ManualTitle> }> = [
  { productId: 1001, titles: [INSTRUCTIONS] },
  { productId: 1003, titles: [INSTRUCTIONS] },
  { productId: 1005, titles: [INSTRUCTIONS, SAFETY] },
  { productId: 1006, titles: [INSTRUCTIONS] },
];

/**
 * Gifts and manuals of the catalogue. Gifts go to a whole category tree, up to a few
 * thousand rows at the largest catalogue size, so they are written by one INSERT … SELECT.
 */
export function seedGiftsAndManuals(db: Db): void {
  db.prepare(
    `INSERT INTO product_gifts (product_id, gift_product_id, position)
     SELECT id, ?, 0 FROM products
     WHERE category_id IN (SELECT value FROM json_each(?)) AND id <> ?`,
  ).run(VIBRATOR_GIFT_ID, JSON.stringify(VIBRATOR_CATEGORY_IDS), VIBRATOR_GIFT_ID);
  db.prepare(
    "INSERT INTO product_gifts (product_id, gift_product_id, position) VALUES (?, ?, 1)",
  ).run(SOLD_OUT_GIFT.productId, SOLD_OUT_GIFT.giftProductId);

  const manuals = batchInsert(db, "product_manuals", [
    "product_id",
    "title",
    "file_path",
    "position",
  ]);
  for (const { productId, titles } of MANUALS) {
    const product = PRODUCTS.find((candidate) => candidate.id === productId);
    if (!product) throw new Error(`Manual for unknown product ${productId}`);
    titles.forEach(({ cs: title }, position) =>
      manuals.add(productId, title, `manuals/${product.slug}/${asciiSlug(title)}.pdf`, position),
    );
  }
  manuals.flush();
  // Manuals have no id: a title's translation is found by its product and its place.
  const insertTitle = db.prepare(
    `INSERT INTO content_translations (kind, key, locale, field, value)
     VALUES ('product_manual', ?, ?, ?, ?)`,
  );
  for (const { productId, titles } of MANUALS) {
    titles.forEach((title, position) => {
      for (const locale of ["sk", "de"] as const) {
        insertTitle.run(`${productId}:${position}`, locale, "title", title[locale]);
      }
    });
  }
}
