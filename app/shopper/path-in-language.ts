import { ROUTE_PATHS } from "#app/route-paths.js";
import { catchAllHref } from "#app/seo/catch-all-href.ts";
import { href, localeOfPath, localePrefix, type Locale, type RouteKey } from "#app/utils/href.ts";
import { LOCALES } from "#bff/locales.js";

/** A path read against the path table: which page, with which parameters, in which words. */
export type PathMatch =
  | { kind: "route"; key: RouteKey; params: Record<string, string>; locale: Locale }
  /** One segment no table route claims: a category, a virtual category or a CMS page. */
  | { kind: "slug"; slug: string; locale: Locale }
  | { kind: "unknown" };

/**
 * What names a page's slug in each language. Slugs of these routes differ between
 * languages and are looked up in the CMS's slug metadata by entity type; a page without a
 * counterpart falls back to the list it belongs to. Other parameters (ids, codes, brand
 * slugs) are the same in every language.
 */
export const TRANSLATED_SLUGS: Partial<
  Record<RouteKey, { params: Record<string, ReadonlyArray<string>>; fallback: RouteKey }>
> = {
  product: { params: { slug: ["product"] }, fallback: "home" },
  article: { params: { slug: ["article"] }, fallback: "magazine" },
  magazineCategory: { params: { slug: ["article_category"] }, fallback: "magazine" },
  magazineChildCategory: {
    params: { slug: ["article_category"], child: ["article_category"] },
    fallback: "magazine",
  },
  magazineTag: { params: { slug: ["article_tag"] }, fallback: "magazine" },
  author: { params: { slug: ["author"] }, fallback: "authors" },
  guide: { params: { slug: ["content_page"] }, fallback: "advice" },
  aboutPurchase: { params: { slug: ["page"] }, fallback: "aboutPurchaseIndex" },
  branch: { params: { slug: ["branch"] }, fallback: "branches" },
  glossaryTerm: { params: { slug: ["glossary_term"] }, fallback: "glossary" },
};

/** The CMS documents a one-segment path can be, in the catch-all's order. */
export const CATCH_ALL_TYPES = [
  "category",
  "virtual_category",
  "filtered_category",
  "page",
  "content_page",
] as const;

function segmentsOf(path: string): Array<string> {
  return path.split("/").filter(Boolean);
}

const PATTERNS = (Object.keys(ROUTE_PATHS) as Array<RouteKey>).flatMap((key) =>
  LOCALES.map((locale) => ({ key, locale, segments: segmentsOf(ROUTE_PATHS[key][locale]) })),
);

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Reads a pathname of this shop against the path table in every language, after the
 * language prefix it may carry. The most specific route wins (the most fixed segments:
 * `nakupni-radce/stitky/x` is a tag, not a child category), then one in the path's own
 * language.
 */
export function matchPath(pathname: string): PathMatch {
  const prefixed = localeOfPath(pathname);
  const prefix = localePrefix(prefixed);
  const own = prefix && pathname.toLowerCase().startsWith(prefix) ? prefixed : null;
  const rest = own ? pathname.slice(prefix.length) : pathname;
  const segments = segmentsOf(rest).map(decoded);
  if (segments.some((segment) => segment === null)) return { kind: "unknown" };
  const parts = segments.filter((segment) => segment !== null);
  let best: {
    key: RouteKey;
    locale: Locale;
    params: Record<string, string>;
    score: number;
  } | null = null;
  for (const pattern of PATTERNS) {
    if (pattern.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let score = 0;
    const fits = pattern.segments.every((segment, index) => {
      const part = parts[index] ?? "";
      if (segment.startsWith(":")) {
        params[segment.slice(1)] = part;
        return part !== "";
      }
      score += 2;
      return segment === part.toLowerCase();
    });
    if (!fits) continue;
    if (own === null || pattern.locale === own) score += 1;
    if (!best || score > best.score) best = { ...pattern, params, score };
  }
  if (best) return { kind: "route", key: best.key, params: best.params, locale: best.locale };
  const [slug] = parts;
  if (parts.length === 1 && slug) return { kind: "slug", slug, locale: own ?? "cs" };
  return { kind: "unknown" };
}

/** The slugs a match needs looked up, each with the entity types it may name. */
export function slugsToLookUp(match: PathMatch): Array<string> {
  if (match.kind === "slug") return [match.slug];
  if (match.kind !== "route") return [];
  const translated = TRANSLATED_SLUGS[match.key];
  if (!translated) return [];
  return Object.keys(translated.params).flatMap((name) => match.params[name] ?? []);
}

/** A slug's counterpart in another language, or null when the CMS names none. */
export type SlugCounterpart = (
  slug: string,
  types: ReadonlyArray<string>,
  from: Locale,
) => string | null;

/**
 * The same page in `target`'s words (`href`'s path, without query or hash), or, when it
 * has no counterpart there, the list it belongs to (or the home page), `found` false.
 */
export function pathIn(
  match: PathMatch,
  target: Locale,
  counterpart: SlugCounterpart,
): { path: string; found: boolean } {
  const home = { path: href("home", target), found: false };
  if (match.kind === "unknown") return home;
  if (match.kind === "slug") {
    const slug = counterpart(match.slug, CATCH_ALL_TYPES, match.locale);
    return slug ? { path: catchAllHref(target, slug), found: true } : home;
  }
  const translated = TRANSLATED_SLUGS[match.key];
  if (!translated) return { path: href(match.key, target, match.params), found: true };
  const params: Record<string, string> = { ...match.params };
  for (const [name, types] of Object.entries(translated.params)) {
    const value = match.params[name];
    const slug = value === undefined ? null : counterpart(value, types, match.locale);
    if (slug === null) return { path: href(translated.fallback, target), found: false };
    params[name] = slug;
  }
  return { path: href(match.key, target, params), found: true };
}
