import type { Db } from "#sandbox/db/open.ts";

/** Helpers every CMS document resolver shares: JSON columns, page_meta and paging. */

export type Json = Record<string, unknown>;

export function parseData(data: string): Json {
  const value: unknown = JSON.parse(data);
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Json)
    : {};
}

export function pageMeta(
  db: Db,
  entityType: string,
  entityId: string | number,
  slug: string,
  seo: { title?: string | null; description?: string | null } = {},
) {
  const slugs = db
    .prepare(
      `SELECT lang AS language, slug FROM slug_translations
       WHERE entity_type = ? AND entity_id = ? ORDER BY lang`,
    )
    .all(entityType, String(entityId)) as Array<{ language: string; slug: string }>;
  return {
    slug,
    seo_title: seo.title ?? null,
    seo_description: seo.description ?? null,
    seo_keywords: null,
    meta_nofollow: false,
    meta_noindex: false,
    share_image: null,
    canonical_slugs: slugs,
  };
}

export interface PageArgs {
  skip?: number | null;
  limit?: number | null;
}

/** GraphQL paging arguments, kept within sane bounds instead of failing the query. */
export function paging({ skip, limit }: PageArgs, max = 1000): { skip: number; limit: number } {
  return {
    skip: Math.max(0, skip ?? 0),
    limit: Math.min(max, Math.max(0, limit ?? 100)),
  };
}

export function pageOf<T>(
  items: Array<T>,
  args: PageArgs = {},
): { entities: Array<T>; total: number } {
  const { skip, limit } = paging(args);
  return { entities: items.slice(skip, skip + limit), total: items.length };
}
