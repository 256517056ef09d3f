import { getRedirect } from "#bff/cms/catalog.ts";
import type { RequestContext } from "#bff/context.ts";
import { isBffError } from "#bff/errors.ts";
import { sitePath } from "#server/site-path.js";

/** What the CMS redirect lookup is told about a request no entity answered (spec §7). */
export type MovedLookup = {
  path: string;
  /** The route kind that matched: `all`, `product-slug`, `page-slug`... */
  route: string;
  slug?: string;
  /** The kind of entity the route looked for. */
  type?: string;
};

/**
 * Where the CMS says the content moved, with the default language's prefix removed; null
 * when it did not move, the target is the path itself (which would loop) or it is no path
 * on this shop (another host, a `javascript:` URL): a redirect never leaves the shop.
 */
export async function movedLocation(
  ctx: RequestContext,
  lookup: MovedLookup,
): Promise<string | null> {
  const target = await getRedirect({ ctx, ...lookup });
  if (!target || target === lookup.path) return null;
  const prefix = `/${ctx.defaultLocale}`;
  const path =
    target === prefix || target.startsWith(`${prefix}/`)
      ? target.slice(prefix.length) || "/"
      : target;
  return sitePath(path);
}

/**
 * Loads a page; when its entity does not exist, asks the CMS where it moved before the
 * shopper gets a 404. Dependency depth: the page's own, plus one for a missing entity.
 */
export async function loadOrMoved<T>(
  ctx: RequestContext,
  lookup: MovedLookup,
  load: () => Promise<T>,
): Promise<T | { movedTo: string }> {
  try {
    return await load();
  } catch (error) {
    if (!isBffError(error) || error.kind !== "not_found") throw error;
    const location = await movedLocation(ctx, lookup);
    if (location) return { movedTo: location };
    throw error;
  }
}
