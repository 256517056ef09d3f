import { contentLocale } from "#sandbox/content-language.ts";
import type { Db } from "#sandbox/db/open.ts";

/**
 * Full-text search over products, categories, virtual and filtered categories, pages,
 * articles and FAQ questions, in the shopper's language: each language has its own rows,
 * with Czech text where a translation is missing. The index's tokenizer drops diacritics,
 * so "masazni svicka" finds "Masážní svíčka".
 */

/** The spec's rule: split on whitespace and plus signs, keep parts of at least 3 characters. */
export function searchQueryParts(q: string): Array<string> {
  return q
    .split(/[\s+]+/)
    .map((part) => part.replace(/["*^():\-{}[\]]/g, "").trim())
    .filter((part) => [...part].length >= 3);
}

/** A part as a word prefix: "vibr" finds "Vibrátor"; in titles only when asked. */
function phrase(part: string, column: "title" | null): string {
  return column ? `${column} : "${part}"*` : `"${part}"*`;
}

/**
 * A hit needs only one part, so "lubrikant gel" still finds what holds one of them; hits
 * holding more parts rank first (`WORDS`).
 */
function ftsQuery(parts: Array<string>): string {
  return parts.map((part) => phrase(part, null)).join(" OR ");
}

/**
 * Index rows in one language holding some part, with how many parts each holds: `@phrases`
 * is a JSON list of one index query per part, `@lang` the language of the rows.
 */
const WORDS = `words AS (
  SELECT m.rowid AS hit, count(*) AS words FROM json_each(@phrases) part, search_index m
  WHERE m.search_index MATCH part.value AND m.lang = @lang GROUP BY m.rowid)`;

function wordParams(parts: Array<string>, locale: string | undefined, column: "title" | null) {
  return {
    phrases: JSON.stringify(parts.map((part) => phrase(part, column))),
    lang: contentLocale(locale),
  };
}

/**
 * The entities of one type whose title holds some word of a search, with how many of its
 * parts each holds: null without a search, empty when no part is long enough, so that the
 * search finds nothing, as `GET /search` would.
 */
export function titleWords(
  db: Db,
  search: string | null | undefined,
  entityType: string,
  locale: string | undefined,
): Map<string, number> | null {
  if (search === undefined || search === null) return null;
  const parts = searchQueryParts(search);
  if (parts.length === 0) return new Map();
  const rows = db
    .prepare(
      `WITH ${WORDS}
       SELECT si.entity_id AS id, max(words.words) AS words
       FROM words JOIN search_index si ON si.rowid = words.hit
       WHERE si.entity_type = @entityType GROUP BY si.entity_id`,
    )
    .all({ ...wordParams(parts, locale, "title"), entityType }) as Array<{
    id: string;
    words: number;
  }>;
  return new Map(rows.map((row) => [row.id, row.words]));
}

/** The ids `titleWords` found, as a JSON list for `json_each`; null without a search. */
export function wordIds(words: Map<string, number> | null): string | null {
  return words ? JSON.stringify([...words.keys()]) : null;
}

/**
 * Items holding more words of the search first; the order among equals stays the list's
 * own (by position, or the newest article first).
 */
export function byWordsHeld<T>(
  items: Array<T>,
  words: Map<string, number> | null,
  idOf: (item: T) => string,
): Array<T> {
  if (!words) return items;
  const held = (item: T) => words.get(idOf(item)) ?? 0;
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => held(b.item) - held(a.item) || a.index - b.index)
    .map(({ item }) => item);
}

/** The entity types the index holds, which `GET /search?type=` chooses from. */
export const SEARCH_TYPES = [
  "product",
  "category",
  "virtual_category",
  "filtered_category",
  "page",
  "content_page",
  "article",
  "faq_question",
] as const;

export type SearchType = (typeof SEARCH_TYPES)[number];

/** Column weights of bm25: a hit in the title counts ten times one in the body. */
const RANK = "bm25(search_index, 0, 0, 0, 10, 1)";

/** Where a FAQ question without a category of its own is shown. */
const GENERAL_FAQ_PATH = "/nejcastejsi-dotazy";

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
  faq_category_slug: string | null;
  /** A general question's anchor on the FAQ page. */
  faq_slug: string | null;
}

export interface SearchOptions {
  limit: number;
  skip: number;
  userGroups: Array<string>;
  /** Only these entity types; all of them when left out. */
  types?: Array<SearchType>;
  /** The shopper's language (the locale header); Czech without one. */
  locale?: string;
}

export function search(
  db: Db,
  q: string,
  { limit, skip, userGroups, types, locale }: SearchOptions,
): SearchResult {
  const parts = searchQueryParts(q);
  if (parts.length === 0) return { entities: [], total: 0 };
  // Products reserved for a customer group are found only by that group.
  const where = `search_index MATCH @match
    AND si.lang = @lang
    AND (@types IS NULL OR si.entity_type IN (SELECT value FROM json_each(@types)))
    AND NOT (si.entity_type = 'product' AND EXISTS (
      SELECT 1 FROM products p WHERE p.id = CAST(si.entity_id AS INTEGER)
        AND p.restricted_to_group IS NOT NULL
        AND p.restricted_to_group NOT IN (SELECT value FROM json_each(@groups))))`;
  const params = {
    ...wordParams(parts, locale, null),
    match: ftsQuery(parts),
    types: types ? JSON.stringify(types) : null,
    groups: JSON.stringify(userGroups),
  };
  const total = db
    .prepare(`SELECT count(*) FROM search_index si WHERE ${where}`)
    .pluck()
    .get(params) as number;
  const rows = db
    .prepare(
      `WITH ${WORDS}
       SELECT si.entity_type, si.entity_id, si.title, coalesce(st.slug, a.slug) AS slug,
         json_extract(pg.data, '$.custom_menu_code') AS kind_path, c.slug AS faq_category_slug,
         fq.slug AS faq_slug
       FROM search_index si JOIN words ON words.hit = si.rowid
       LEFT JOIN slug_translations st ON st.entity_type = si.entity_type
         AND st.entity_id = si.entity_id AND st.lang = 'cs'
       LEFT JOIN pages pg ON pg.id = si.entity_id
       LEFT JOIN articles a ON si.entity_type = 'article' AND a.id = si.entity_id
       LEFT JOIN faq_questions fq ON si.entity_type = 'faq_question' AND fq.id = si.entity_id
       LEFT JOIN categories c ON c.id = fq.category_id
       WHERE ${where}
       ORDER BY words.words DESC, ${RANK}, si.title
       LIMIT @limit OFFSET @skip`,
    )
    .all({ ...params, limit, skip }) as Array<HitRow>;
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
  if (row.entity_type === "article") return `/clanky/${slug}`;
  // A question has no page of its own: it leads to the page that lists it, a general one
  // to its own answer there.
  if (row.entity_type === "faq_question") {
    if (row.faq_category_slug) return `/${row.faq_category_slug}`;
    return row.faq_slug ? `${GENERAL_FAQ_PATH}#${row.faq_slug}` : GENERAL_FAQ_PATH;
  }
  // Text pages with the shopping menu live under /vse-o-nakupu (spec §2).
  if (row.entity_type === "page" && row.kind_path === "footerMenu1") return `/vse-o-nakupu/${slug}`;
  // Curated guides have their own address (content side §2: /pruvodce/{slug}).
  if (row.entity_type === "content_page") return `/pruvodce/${slug}`;
  return `/${slug}`;
}

export interface RankedProduct {
  id: number;
  categoryId: number;
  /** Relevance, higher is better. */
  score: number;
  /** Whether the product holds every part of the query, not only some. */
  allWords: boolean;
}

/**
 * Every product a query finds in the shopper's language, those holding every part first,
 * then by relevance, whatever customer group it is reserved for: callers that show
 * products to a shopper hide those themselves.
 */
export function rankProducts(db: Db, q: string, locale?: string): Array<RankedProduct> {
  const parts = searchQueryParts(q);
  if (parts.length === 0) return [];
  const rows = db
    .prepare(
      `WITH ${WORDS}
       SELECT p.id, p.category_id AS categoryId, round(-${RANK}, 4) AS score, words.words
       FROM search_index si JOIN words ON words.hit = si.rowid
         JOIN products p ON p.id = CAST(si.entity_id AS INTEGER)
       WHERE search_index MATCH @match AND si.entity_type = 'product'
       ORDER BY words.words DESC, ${RANK}, si.title, p.id`,
    )
    .all({ ...wordParams(parts, locale, null), match: ftsQuery(parts) }) as Array<
    Omit<RankedProduct, "allWords"> & { words: number }
  >;
  return rows.map(({ words, ...product }) => ({ ...product, allWords: words === parts.length }));
}
