import { localDocuments } from "#sandbox/content-language.ts";
import type { Db } from "#sandbox/db/open.ts";

import { type Json, parseData } from "./documents.ts";

/**
 * The magazine's own documents: article categories, tags, authors and the article list's
 * configuration. Each is stored as GraphQL answers it, its lookup columns pulled out.
 */

const czech = new Intl.Collator("cs");

export interface MagazineLookup {
  /** A site code (cz, sk, de): only the documents whose site_enabled holds it. */
  site?: string | null;
  slugs?: Array<string> | null;
  ids?: Array<string> | null;
}

export interface AuthorLookup {
  /** Matches the current slug or any former one (page_meta.slug_redirects). */
  slugs?: Array<string> | null;
  ids?: Array<string> | null;
  has_page?: boolean | null;
}

/** A document as GraphQL answers it, with the fields resolvers and tests read typed. */
export type MagazineDocument = Json & { _id: string; title: string };
export type CategoryDocument = MagazineDocument & {
  weight: number;
  site_enabled: Array<string>;
  master_category: CategoryDocument | null;
};
export type TagDocument = MagazineDocument & { site_enabled: Array<string> };
export type AuthorDocument = MagazineDocument & { author_has_page: boolean };

interface CategoryRow {
  id: string;
  title: string;
  weight: number;
  master_id: string | null;
  site_enabled: string;
  data: string;
}

interface TagRow {
  id: string;
  title: string;
  site_enabled: string;
  data: string;
}

interface AuthorRow {
  id: string;
  title: string;
  has_page: number;
  data: string;
}

const LOOKUP_FILTER = `(@ids IS NULL OR id IN (SELECT value FROM json_each(@ids)))
  AND (@slugs IS NULL OR slug IN (SELECT value FROM json_each(@slugs)))
  AND (@site IS NULL OR @site IN (SELECT value FROM json_each(site_enabled)))`;

function lookupParams(lookup: MagazineLookup) {
  return {
    ids: lookup.ids ? JSON.stringify(lookup.ids) : null,
    slugs: lookup.slugs ? JSON.stringify(lookup.slugs) : null,
    site: lookup.site ?? null,
  };
}

const siteList = (value: string): Array<string> => {
  const sites: unknown = JSON.parse(value);
  return Array.isArray(sites)
    ? sites.filter((site): site is string => typeof site === "string")
    : [];
};

/** Article categories, the highest weight first, then by title; each child with its master. */
export function listArticleCategories(db: Db, lookup: MagazineLookup): Array<CategoryDocument> {
  const rows = db
    .prepare(`SELECT * FROM article_categories WHERE ${LOOKUP_FILTER}`)
    .all(lookupParams(lookup)) as Array<CategoryRow>;
  const master = articleCategoryFinder(db);
  return rows
    .sort((a, b) => b.weight - a.weight || czech.compare(a.title, b.title))
    .map((row) => categoryDocument(row, master));
}

/** A category by id, with its master, as an article answers it; null for none. */
export function articleCategoryFinder(db: Db): (id: string | null) => CategoryDocument | null {
  const find = db.prepare("SELECT * FROM article_categories WHERE id = ?");
  const byId = (id: string | null): CategoryDocument | null => {
    if (id === null) return null;
    const row = find.get(id) as CategoryRow | undefined;
    return row ? categoryDocument(row, byId) : null;
  };
  return byId;
}

function categoryDocument(
  row: CategoryRow,
  master: (id: string | null) => CategoryDocument | null,
): CategoryDocument {
  return {
    ...parseData(row.data),
    _id: row.id,
    title: row.title,
    weight: row.weight,
    site_enabled: siteList(row.site_enabled),
    master_category: master(row.master_id),
  };
}

/** Article tags by title in Czech order. */
export function listArticleTags(db: Db, lookup: MagazineLookup): Array<TagDocument> {
  const rows = db
    .prepare(`SELECT * FROM article_tags WHERE ${LOOKUP_FILTER}`)
    .all(lookupParams(lookup)) as Array<TagRow>;
  return rows.sort((a, b) => czech.compare(a.title, b.title)).map(tagDocument);
}

/** An article's tags in the order the article lists them. */
export function articleTagsFinder(db: Db): (articleId: string) => Array<TagDocument> {
  const find = db.prepare(
    `SELECT t.* FROM article_tag_links l JOIN article_tags t ON t.id = l.tag_id
     WHERE l.article_id = ? ORDER BY l.position`,
  );
  return (articleId) => (find.all(articleId) as Array<TagRow>).map(tagDocument);
}

function tagDocument(row: TagRow): TagDocument {
  return {
    ...parseData(row.data),
    _id: row.id,
    title: row.title,
    site_enabled: siteList(row.site_enabled),
  };
}

/** Authors by name in Czech order; authors write for every site, their texts in `locale`. */
export function listAuthors(db: Db, lookup: AuthorLookup, locale?: string): Array<AuthorDocument> {
  const rows = db
    .prepare(
      `SELECT * FROM authors
       WHERE (@ids IS NULL OR id IN (SELECT value FROM json_each(@ids)))
         AND (@slugs IS NULL OR slug IN (SELECT value FROM json_each(@slugs))
           OR EXISTS (SELECT 1 FROM json_each(data, '$.page_meta.slug_redirects') r
             WHERE r.value IN (SELECT value FROM json_each(@slugs))))
         AND (@hasPage IS NULL OR has_page = @hasPage)`,
    )
    .all({
      ids: lookup.ids ? JSON.stringify(lookup.ids) : null,
      slugs: lookup.slugs ? JSON.stringify(lookup.slugs) : null,
      hasPage: typeof lookup.has_page === "boolean" ? Number(lookup.has_page) : null,
    }) as Array<AuthorRow>;
  const local = localDocuments(db, "author", locale);
  return rows
    .sort((a, b) => czech.compare(a.title, b.title))
    .map((row) => authorDocument(row, local));
}

/** An author by id as an article answers it; null for none. */
export function authorFinder(
  db: Db,
  locale?: string,
): (id: string | null) => AuthorDocument | null {
  const find = db.prepare("SELECT * FROM authors WHERE id = ?");
  const local = localDocuments(db, "author", locale);
  return (id) => {
    if (id === null) return null;
    const row = find.get(id) as AuthorRow | undefined;
    return row ? authorDocument(row, local) : null;
  };
}

function authorDocument(row: AuthorRow, local: ReturnType<typeof localDocuments>): AuthorDocument {
  return {
    ...local(row.id, parseData(row.data)),
    _id: row.id,
    title: row.title,
    author_has_page: row.has_page === 1,
  };
}

/** The article list's configuration of a site (the main site's without one), or null. */
export function articleListConfiguration(db: Db, site: string | null | undefined): Json | null {
  const data = db
    .prepare("SELECT data FROM article_list_configurations WHERE site = ?")
    .pluck()
    .get(site ?? "cz") as string | undefined;
  return data === undefined ? null : parseData(data);
}
