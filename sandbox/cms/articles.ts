import { titleMatch } from "#sandbox/catalog/search.ts";
import type { Db } from "#sandbox/db/open.ts";

/**
 * Magazine articles. Scheduled ones are answered too: the storefront shows an article once
 * its date_published has passed, as the spec has it.
 */

export interface ArticleLookup {
  /** Words of the title, diacritics ignored, as the search endpoint reads them. */
  search?: string | null;
  ids?: Array<string> | null;
  slugs?: Array<string> | null;
  /** A site code (cz, sk): only the articles whose site_enabled holds it. */
  site?: string | null;
}

/** What `articles.data` holds: the fields GraphQL answers besides the row's own columns. */
interface ArticleData {
  short_title: string;
  perex: string;
  content: unknown;
  created: string;
  author: null;
  category: null;
  tags: Array<never>;
  image: { path: string; alt: string };
  page_meta: {
    slug: string;
    canonical_slugs: Array<{ language: string; slug: string }>;
  } & Record<string, unknown>;
}

interface ArticleRow {
  id: string;
  title: string;
  date_published: string;
  site_enabled: string;
  data: string;
}

/** Articles newest first; the rest of each document is stored as GraphQL answers it. */
export function listArticles(db: Db, lookup: ArticleLookup) {
  const match = titleMatch(lookup.search);
  if (match === false) return [];
  const rows = db
    .prepare(
      `SELECT id, title, date_published, site_enabled, data FROM articles
       WHERE (@ids IS NULL OR id IN (SELECT value FROM json_each(@ids)))
         AND (@slugs IS NULL OR slug IN (SELECT value FROM json_each(@slugs)))
         AND (@site IS NULL OR @site IN (SELECT value FROM json_each(site_enabled)))
         AND (@match IS NULL OR id IN (SELECT entity_id FROM search_index
           WHERE search_index MATCH @match AND entity_type = 'article'))
       ORDER BY date_published DESC, id`,
    )
    .all({
      ids: lookup.ids ? JSON.stringify(lookup.ids) : null,
      slugs: lookup.slugs ? JSON.stringify(lookup.slugs) : null,
      site: lookup.site ?? null,
      match,
    }) as Array<ArticleRow>;
  return rows.map((row) => ({
    ...(JSON.parse(row.data) as ArticleData),
    _id: row.id,
    title: row.title,
    date_published: row.date_published,
    site_enabled: JSON.parse(row.site_enabled) as Array<string>,
  }));
}
