import type { Db } from "#sandbox/db/open.ts";

/**
 * Full-text search over products, categories, virtual and filtered categories and pages.
 * The index's tokenizer drops diacritics, so "masazni svicka" finds "Masážní svíčka".
 */

/** The spec's rule: split on whitespace and plus signs, keep parts of at least 3 characters. */
export function searchQueryParts(q: string): Array<string> {
  return q
    .split(/[\s+]+/)
    .map((part) => part.replace(/["*^():\-{}[\]]/g, "").trim())
    .filter((part) => [...part].length >= 3);
}

/** Every part must match as a word prefix: "vibr lum" finds "Vibrátor Lumi Mini". */
export function ftsQuery(parts: Array<string>): string {
  return parts.map((part) => `"${part}"*`).join(" AND ");
}

export interface SearchHit {
  type: string;
  id: string;
  title: string;
  slug: string;
  path: string;
}

export interface SearchResult {
  entities: Array<SearchHit>;
  total: number;
}

interface HitRow {
  entity_type: string;
  entity_id: string;
  title: string;
  slug: string | null;
  kind_path: string | null;
}

export function search(
  db: Db,
  q: string,
  { limit, skip, userGroups }: { limit: number; skip: number; userGroups: Array<string> },
): SearchResult {
  const parts = searchQueryParts(q);
  if (parts.length === 0) return { entities: [], total: 0 };
  // Products reserved for a customer group are found only by that group.
  const visible = `NOT (si.entity_type = 'product' AND EXISTS (
      SELECT 1 FROM products p WHERE p.id = CAST(si.entity_id AS INTEGER)
        AND p.restricted_to_group IS NOT NULL
        AND p.restricted_to_group NOT IN (SELECT value FROM json_each(?))))`;
  const match = ftsQuery(parts);
  const groups = JSON.stringify(userGroups);
  const total = db
    .prepare(`SELECT count(*) FROM search_index si WHERE search_index MATCH ? AND ${visible}`)
    .pluck()
    .get(match, groups) as number;
  const rows = db
    .prepare(
      `SELECT si.entity_type, si.entity_id, si.title, st.slug,
         json_extract(pg.data, '$.custom_menu_code') AS kind_path
       FROM search_index si
       LEFT JOIN slug_translations st ON st.entity_type = si.entity_type
         AND st.entity_id = si.entity_id AND st.lang = 'cs'
       LEFT JOIN pages pg ON pg.id = si.entity_id
       WHERE search_index MATCH ? AND ${visible}
       ORDER BY bm25(search_index, 0, 0, 10, 1), si.title
       LIMIT ? OFFSET ?`,
    )
    .all(match, groups, limit, skip) as Array<HitRow>;
  return {
    entities: rows.map((row) => ({
      type: row.entity_type,
      id: row.entity_id,
      title: row.title,
      slug: row.slug ?? "",
      path: pathOf(row),
    })),
    total,
  };
}

function pathOf(row: HitRow): string {
  const slug = row.slug ?? "";
  if (row.entity_type === "product") return `/produkt/${slug}`;
  // Text pages with the shopping menu live under /vse-o-nakupu (spec §2).
  if (row.entity_type === "page" && row.kind_path === "footerMenu1") return `/vse-o-nakupu/${slug}`;
  return `/${slug}`;
}
