import { createGraphQLError } from "graphql-yoga";

import { byWordsHeld, titleWords, wordIds } from "#sandbox/catalog/search.ts";
import type { Db } from "#sandbox/db/open.ts";

import { articleCategoryFinder, articleTagsFinder, authorFinder } from "./magazine.ts";

/**
 * Magazine articles. Scheduled ones are answered too: the storefront shows an article once
 * its date_published has passed, as the spec has it.
 */

export interface ArticleLookup {
  /** Words of the title, diacritics ignored, as the search endpoint reads them. */
  search?: string | null;
  ids?: Array<string> | null;
  slugs?: Array<string> | null;
  /** A site code (cz, sk, de): only the articles whose site_enabled holds it. */
  site?: string | null;
  /** An article category's id: the articles of that category and of its children. */
  category?: string | null;
  /** An article tag's id. */
  tag?: string | null;
  /** An author's id. */
  author?: string | null;
  /** ISO 8601: only the articles published strictly before it. */
  published_before?: string | null;
  /** ISO 8601: only articles whose date_published is strictly after it. */
  published_after?: string | null;
  /** "asc" for oldest first (the next article after one); newest first otherwise. */
  sort?: string | null;
  /** The shopper's language, whose articles a search reads; Czech without one. */
  locale?: string;
}

/** What `articles.data` holds: the fields GraphQL answers besides the row's and relations. */
interface ArticleData {
  short_title: string;
  perex: string;
  content: unknown;
  created: string;
  image: { path: string; alt: string };
  product_reference: Array<{ entityId: number }>;
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
  author_id: string | null;
  category_id: string | null;
  data: string;
}

/**
 * Articles newest first (then by id), with their author, category and tags; a search's hold
 * some of its words, those holding more first.
 */
export function listArticles(db: Db, lookup: ArticleLookup) {
  const words = titleWords(db, lookup.search, "article", lookup.locale);
  if (words?.size === 0) return [];
  const rows = db
    .prepare(
      `SELECT id, title, date_published, site_enabled, author_id, category_id, data
       FROM articles
       WHERE (@ids IS NULL OR id IN (SELECT value FROM json_each(@ids)))
         AND (@slugs IS NULL OR slug IN (SELECT value FROM json_each(@slugs)))
         AND (@site IS NULL OR @site IN (SELECT value FROM json_each(site_enabled)))
         AND (@found IS NULL OR id IN (SELECT value FROM json_each(@found)))
         AND (@category IS NULL OR category_id = @category
           OR category_id IN (SELECT id FROM article_categories WHERE master_id = @category))
         AND (@tag IS NULL OR id IN (SELECT article_id FROM article_tag_links
           WHERE tag_id = @tag))
         AND (@author IS NULL OR author_id = @author)
         AND (@before IS NULL OR date_published < @before)
         AND (@after IS NULL OR date_published > @after)
       ORDER BY
         CASE WHEN @ascending THEN date_published END ASC,
         CASE WHEN NOT @ascending THEN date_published END DESC,
         id`,
    )
    .all({
      ids: lookup.ids ? JSON.stringify(lookup.ids) : null,
      slugs: lookup.slugs ? JSON.stringify(lookup.slugs) : null,
      site: lookup.site ?? null,
      found: wordIds(words),
      category: lookup.category ?? null,
      tag: lookup.tag ?? null,
      author: lookup.author ?? null,
      before: instant("published_before", lookup.published_before),
      after: instant("published_after", lookup.published_after),
      ascending: lookup.sort === "asc" ? 1 : 0,
    }) as Array<ArticleRow>;
  const author = authorFinder(db, lookup.locale);
  const category = articleCategoryFinder(db);
  const tags = articleTagsFinder(db);
  return byWordsHeld(rows, words, (row) => row.id).map((row) => ({
    ...(JSON.parse(row.data) as ArticleData),
    _id: row.id,
    title: row.title,
    date_published: row.date_published,
    site_enabled: JSON.parse(row.site_enabled) as Array<string>,
    author: author(row.author_id),
    category: category(row.category_id),
    tags: tags(row.id),
  }));
}

/**
 * An ISO 8601 instant in the stored form (UTC with milliseconds), so that text order is
 * time order; anything else is refused rather than compared as text.
 */
function instant(name: string, value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const time = Date.parse(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || !Number.isFinite(time)) {
    throw createGraphQLError(`${name} must be an ISO 8601 date and time.`, {
      extensions: { code: "BAD_USER_INPUT" },
    });
  }
  return new Date(time).toISOString();
}
