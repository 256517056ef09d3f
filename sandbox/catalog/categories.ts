import { localNames } from "#sandbox/content-language.ts";
import type { Db } from "#sandbox/db/open.ts";

/** Store categories as `GET /catalog/category` answers them, with names and slugs per language. */

interface CategoryRow {
  id: number;
  parent_id: number | null;
  slug: string;
  name: string;
  position: number;
  product_count: number;
}

interface TranslationRow {
  entity_id: string;
  lang: string;
  slug: string;
  title: string;
}

export interface CategoryFilter {
  ids?: Array<number>;
  slugs?: Array<string>;
}

/** Categories by the filter, named in `locale` (Czech without a translation). */
export function findCategories(db: Db, filter: CategoryFilter, locale?: string) {
  const where: Array<string> = [];
  const params: Array<unknown> = [];
  if (filter.ids) {
    where.push("c.id IN (SELECT value FROM json_each(?))");
    params.push(JSON.stringify(filter.ids));
  }
  if (filter.slugs) {
    where.push("c.slug IN (SELECT value FROM json_each(?))");
    params.push(JSON.stringify(filter.slugs));
  }
  const rows = db
    .prepare(
      `SELECT c.*, (
         WITH RECURSIVE tree (id) AS (
           SELECT c.id UNION SELECT child.id FROM categories child JOIN tree ON child.parent_id = tree.id
         )
         SELECT count(*) FROM products p WHERE p.category_id IN (SELECT id FROM tree)
       ) AS product_count
       FROM categories c ${where.length > 0 ? `WHERE ${where.join(" AND ")}` : ""}
       ORDER BY c.parent_id IS NOT NULL, c.parent_id, c.position`,
    )
    .all(...params) as Array<CategoryRow>;
  const translations = db
    .prepare(
      "SELECT entity_id, lang, slug, title FROM slug_translations WHERE entity_type = 'category' ORDER BY lang",
    )
    .all() as Array<TranslationRow>;
  const children = db
    .prepare("SELECT id, parent_id FROM categories WHERE parent_id IS NOT NULL ORDER BY position")
    .all() as Array<{ id: number; parent_id: number }>;
  const names = localNames(db, "category", locale);
  const entities = rows.map((row) => ({
    id: row.id,
    parentId: row.parent_id,
    name: names.get(String(row.id)) ?? row.name,
    slug: row.slug,
    position: row.position,
    productCount: row.product_count,
    childrenIds: children.filter((child) => child.parent_id === row.id).map((child) => child.id),
    canonical_slugs: translations
      .filter((t) => t.entity_id === String(row.id))
      .map((t) => ({ lang: t.lang, slug: t.slug, title: t.title })),
  }));
  return { entities, total: entities.length };
}
