import type { Db } from "#sandbox/db/open.ts";

/** What the storefront knows about a request it cannot answer (spec §7, `GET /redirect`). */
export interface RedirectQuery {
  /** The requested path. */
  path?: string;
  /** The storefront route that matched it (`all`, `product-slug`, `page-slug`...). */
  route?: string;
  /** The route's slug parameter. */
  slug?: string;
  /** The type of entity the route looked for (`product`, `category`, `page`...). */
  type?: string;
}

/** Paths compare without a trailing slash and in lower case, as the storefront redirects. */
export function normalisePath(value: string): string {
  const lower = value.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, "") : lower;
}

/**
 * Where the content moved. A redirect applies when every key it sets equals the query's;
 * among those, the one setting the most keys wins, so a slug moved on one route beats a
 * redirect of the whole path.
 */
export function findRedirect(db: Db, query: RedirectQuery): string | undefined {
  const keys = {
    path: query.path === undefined ? null : normalisePath(query.path),
    route: query.route ?? null,
    slug: query.slug?.toLowerCase() ?? null,
    type: query.type ?? null,
  };
  return db
    .prepare(
      `SELECT target FROM redirects
       WHERE (path IS NULL OR path = @path)
         AND (route IS NULL OR route = @route)
         AND (slug IS NULL OR slug = @slug)
         AND (type IS NULL OR type = @type)
       ORDER BY (path IS NOT NULL) + (route IS NOT NULL) + (slug IS NOT NULL)
         + (type IS NOT NULL) DESC, id
       LIMIT 1`,
    )
    .pluck()
    .get(keys) as string | undefined;
}
