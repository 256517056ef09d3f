import type { ContentLocale } from "#sandbox/content-language.ts";
import type { Db } from "#sandbox/db/open.ts";

import { BRANDS, valueId } from "./catalog-parameters.ts";
import { CATEGORY_NAMES } from "./catalog-profiles.ts";
import { CATEGORIES } from "./catalog.ts";
import { CATEGORY_PHRASES, CATEGORY_TEXTS } from "./content-catalog-texts.ts";
import { CMS_CATEGORIES } from "./content-catalog.ts";
import { PHRASES } from "./content-translations-phrases.ts";

/**
 * Fills `content_translations` from what the seed has already inserted in Czech: every
 * menu entry, setting, homepage block, banner, category text, parameter, brand, variant,
 * shipper and payment gets its Slovak and German text. Runs last, over the seeded rows, so
 * it always matches them; rows are read in key order, so the seed stays deterministic.
 */

type Translated = Exclude<ContentLocale, "cs">;

const LOCALES: Array<Translated> = ["sk", "de"];

/** Czech text → text in `locale`: the fixed phrases and those generated from category names. */
export function phraseBook(locale: Translated): Map<string, string> {
  const column = locale === "sk" ? 1 : 2;
  const book = new Map<string, string>();
  const add = (czech: string, local: string) => book.set(czech, local);
  for (const phrase of [...PHRASES, ...CATEGORY_PHRASES]) add(phrase[0], phrase[column]);
  const categories = CATEGORIES.flatMap((category) => [
    { ...category, top: true },
    ...category.children.map((child) => ({ ...child, top: false })),
  ]);
  for (const category of categories) {
    const local = CATEGORY_NAMES[category.id]?.[locale];
    if (local === undefined) continue;
    add(category.name, local);
    for (const template of Object.values(CATEGORY_TEXTS)) {
      add(template.cs(category.name), template[locale](local));
    }
  }
  for (const category of CMS_CATEGORIES) {
    const local = category.translations[locale];
    add(category.title, local);
    add(CATEGORY_TEXTS.cmsIntro.cs(category.title), CATEGORY_TEXTS.cmsIntro[locale](local));
  }
  return book;
}

/** Every string of a JSON value that is a Czech phrase replaced by its translation. */
export function translateJson(value: unknown, book: Map<string, string>): unknown {
  if (typeof value === "string") return book.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => translateJson(item, book));
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, translateJson(item, book)]),
    );
  }
  return value;
}

/**
 * The curated guides' slugs in `locale`: a block that names a guide names the page in the
 * block's language, as the CMS resolves a reference.
 */
function guideSlugs(db: Db, locale: string): Map<string, string> {
  const rows = db
    .prepare<[string], { czech: string; local: string }>(
      `SELECT cs.slug AS czech, local.slug AS local FROM slug_translations cs
       JOIN slug_translations local ON local.entity_type = cs.entity_type
         AND local.entity_id = cs.entity_id AND local.lang = ?
       WHERE cs.entity_type = 'content_page' AND cs.lang = 'cs'`,
    )
    .all(locale);
  return new Map(rows.map((row) => [row.czech, row.local]));
}

interface Row {
  key: string | number;
  [field: string]: unknown;
}

export function seedContentTranslations(db: Db): void {
  const insert = db.prepare(
    `INSERT INTO content_translations (kind, key, locale, field, value) VALUES (?, ?, ?, ?, ?)`,
  );
  for (const locale of LOCALES) {
    const book = phraseBook(locale);
    /** Stores the fields of each row whose text differs in `locale`. */
    const put = (
      kind: string,
      sql: string,
      fields: Array<string>,
      json: Array<string> = [],
      phrases: Map<string, string> = book,
    ) => {
      for (const row of db.prepare(sql).all() as Array<Row>) {
        for (const field of fields) {
          const czech = row[field];
          if (typeof czech !== "string") continue;
          const local = json.includes(field)
            ? JSON.stringify(translateJson(JSON.parse(czech), phrases))
            : (phrases.get(czech) ?? czech);
          if (local !== czech) insert.run(kind, String(row.key), locale, field, local);
        }
      }
    };
    put("menu_item", "SELECT id AS key, title FROM menu_items ORDER BY id", ["title"]);
    put("setting", "SELECT key, data FROM settings ORDER BY key", ["data"], ["data"]);
    put("homepage", "SELECT id AS key, title FROM homepage_configurations ORDER BY id", ["title"]);
    put(
      "content_block",
      "SELECT id AS key, data FROM content_blocks WHERE owner_type = 'homepage' ORDER BY id",
      ["data"],
      ["data"],
      new Map([...book, ...guideSlugs(db, locale)]),
    );
    put("banner", "SELECT id AS key, data FROM banners ORDER BY id", ["data"], ["data"]);
    put(
      "category_content",
      "SELECT category_id AS key, data FROM category_content ORDER BY category_id",
      ["data"],
      ["data"],
    );
    put(
      "cms_category",
      "SELECT id AS key, data FROM cms_categories ORDER BY id",
      ["data"],
      ["data"],
    );
    put("parameter", "SELECT id AS key, title, description FROM parameters ORDER BY id", [
      "title",
      "description",
    ]);
    put(
      "parameter_value",
      "SELECT id AS key, title, description_short FROM parameter_values ORDER BY id",
      ["title", "description_short"],
    );
    put(
      "material",
      "SELECT value_id AS key, description, material_hygiene, material_lubricants FROM materials ORDER BY value_id",
      ["description", "material_hygiene", "material_lubricants"],
    );
    put("tag", "SELECT code AS key, text FROM tags ORDER BY code", ["text"]);
    put(
      "faq_question",
      "SELECT id AS key, title, content FROM faq_questions WHERE category_id IS NOT NULL ORDER BY id",
      ["title", "content"],
    );
    put("shipper", "SELECT id AS key, name FROM shippers ORDER BY id", ["name"]);
    put("payment", "SELECT id AS key, name FROM payments ORDER BY id", ["name"]);
    put("order_gift", "SELECT id AS key, name FROM order_gifts ORDER BY id", ["name"]);
    BRANDS.forEach((brand, index) => {
      const key = String(valueId("brand", index));
      insert.run("brand", key, locale, "description", brand.translations[locale]);
      insert.run("parameter_value", key, locale, "description_short", brand.translations[locale]);
    });
    seedVariantNames(db, locale, book, insert);
  }
}

/**
 * A variant's name is its colour, size or length; its full name joins the product's name
 * in that language with it, as the Czech one does.
 */
function seedVariantNames(
  db: Db,
  locale: Translated,
  book: Map<string, string>,
  insert: { run: (...row: [string, string, Translated, string, string]) => unknown },
): void {
  const rows = db
    .prepare(
      `SELECT v.id, v.name, v.fullname, p.name AS product_name, t.title AS product_title
       FROM variants v JOIN products p ON p.id = v.product_id
       JOIN slug_translations t ON t.entity_type = 'product' AND t.entity_id = CAST(p.id AS TEXT)
         AND t.lang = ?
       ORDER BY v.id`,
    )
    .all(locale) as Array<{
    id: number;
    name: string;
    fullname: string;
    product_name: string;
    product_title: string;
  }>;
  for (const row of rows) {
    // A product without variants names its one variant as itself.
    const name =
      row.name === row.product_name ? row.product_title : (book.get(row.name) ?? row.name);
    const fullname =
      row.fullname === row.product_name ? row.product_title : `${row.product_title} – ${name}`;
    if (name !== row.name) insert.run("variant", String(row.id), locale, "name", name);
    if (fullname !== row.fullname)
      insert.run("variant", String(row.id), locale, "fullname", fullname);
  }
}
