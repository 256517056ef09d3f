import { matchPath, pathIn, slugsToLookUp } from "#app/shopper/path-in-language.ts";
import type { Locale } from "#app/utils/href.ts";
import { slugCounterparts, type RequestContext } from "#bff/index.server.ts";
import { DEFAULT_LOCALE } from "#bff/locales.js";

/** Any URL-ish base: only the path, query and hash of a shop path are read. */
const BASE = "http://shop.invalid";

/**
 * Each path of this shop (with its query and hash) as the same page in `target`'s words:
 * one slug lookup for all of them. A page with a counterpart keeps its query and hash; one
 * without leads to its list (or the home page), without them.
 */
export async function pathsInLanguage(
  ctx: RequestContext,
  paths: ReadonlyArray<string>,
  target: Locale,
): Promise<Map<string, string>> {
  const parsed = paths.map((path) => {
    const url = new URL(path, BASE);
    return { path, url, match: matchPath(url.pathname) };
  });
  const counterpart = await slugCounterparts({
    ctx,
    slugs: parsed.flatMap(({ match }) => slugsToLookUp(match)),
  });
  const result = new Map<string, string>();
  for (const { path, url, match } of parsed) {
    const localised = pathIn(match, target, (slug, types, from) =>
      counterpart(slug, types, from, target),
    );
    result.set(
      path,
      localised.found ? `${localised.path}${url.search}${url.hash}` : localised.path,
    );
  }
  return result;
}

type InternalLink = { href: string; external: false };

function isInternalLink(value: object): value is InternalLink {
  return (
    "external" in value &&
    value.external === false &&
    "href" in value &&
    typeof value.href === "string" &&
    value.href.startsWith("/")
  );
}

function isPlain(value: unknown): value is Record<string, unknown> | Array<unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return Array.isArray(value) || prototype === Object.prototype || prototype === null;
}

function collect(value: unknown, into: Set<string>): void {
  if (!isPlain(value)) return;
  if (!Array.isArray(value) && isInternalLink(value)) into.add(value.href);
  for (const child of Object.values(value)) collect(child, into);
}

function rewrite<T>(value: T, paths: Map<string, string>): T {
  if (!isPlain(value)) return value;
  if (Array.isArray(value)) return value.map((child) => rewrite(child, paths)) as T;
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) copy[key] = rewrite(child, paths);
  if (isInternalLink(value)) copy.href = paths.get(value.href) ?? value.href;
  return copy as T;
}

/**
 * A view model whose CMS links (resolved internal links, `{ href, external: false }`) lead
 * to the same pages in the shopper's language. The CMS writes its paths in the default
 * language's words (`/vibratory`, `/nakupni-radce`), so a Slovak or German page maps them
 * through the path table and the CMS's slug metadata; a Czech page keeps them as they are.
 * Only plain objects and arrays are walked: promises of deferred data stay untouched.
 */
export async function linksInLanguage<T>(ctx: RequestContext, value: T): Promise<T> {
  if (ctx.locale === DEFAULT_LOCALE) return value;
  const hrefs = new Set<string>();
  collect(value, hrefs);
  if (hrefs.size === 0) return value;
  const paths = await pathsInLanguage(ctx, [...hrefs], ctx.locale);
  return rewrite(value, paths);
}
