import { LOCALE_PREFIXES, ROUTE_PATHS } from "#app/route-paths.js";
import {
  href,
  localeOfHost,
  localeOfPath,
  localeOrigin,
  localePrefix,
  type Locale,
  type LocaleOrigins,
  type RouteKey,
} from "#app/utils/href.ts";
import { getConfig } from "#bff/index.server.ts";
import { DEFAULT_LOCALE } from "#bff/locales.js";
import { sitePath } from "#server/site-path.js";

/** The configured language hosts: public host names, which the browser's links need too. */
export function configuredLocaleOrigins(): LocaleOrigins {
  return getConfig().LOCALE_DOMAINS;
}

/** The language a request is in, and where it belongs instead when this is not its URL. */
export type LocaleOfRequest = { locale: Locale; redirect: string | null };

/**
 * Decides the language of a request and whether its URL is the page's one URL.
 *
 * - A /sk or /de path is that language. When the language has a host of its own
 *   (LOCALE_DOMAINS), the page lives there without the prefix: 301 there. A language
 *   without one lives on the cs host: a prefixed path on another language's host goes there.
 * - Any other path is in the language of the host (cs on a host no language claims). A
 *   path of the table in another language's words (`/warenkorb` on the Czech host, which
 *   the unprefixed de routes would serve) goes to the same page in the host's language.
 */
export function localeOfRequest(url: URL): LocaleOfRequest {
  const prefixed = localeOfPath(url.pathname);
  const hostLocale = localeOfHost(url.host);
  if (LOCALE_PREFIXES[prefixed]) {
    const home = localeOrigin(prefixed);
    if (home && localePrefix(prefixed) === "") {
      const path = url.pathname.slice(LOCALE_PREFIXES[prefixed].length) || "/";
      return { locale: prefixed, redirect: onOrigin(home, `${path}${url.search}`) };
    }
    if (home && hostLocale && localeOrigin(hostLocale) !== home) {
      return { locale: prefixed, redirect: onOrigin(home, `${url.pathname}${url.search}`) };
    }
    return { locale: prefixed, redirect: null };
  }
  const locale = hostLocale ?? DEFAULT_LOCALE;
  const translated = translatedPath(url.pathname, locale);
  return { locale, redirect: translated === null ? null : `${translated}${url.search}` };
}

/** The path on a language's host; built through sitePath, so `//host` cannot become a host. */
function onOrigin(origin: string, path: string): string {
  return new URL(sitePath(path) ?? "/", origin).href;
}

type PageMatch = { key: RouteKey; params: Record<string, string> };

/**
 * The path of the same page in `locale`'s words when `pathname` is a table path of another
 * language only; null when it is one of `locale`'s own or no table path at all.
 */
function translatedPath(pathname: string, locale: Locale): string | null {
  const segments = pathname.toLowerCase().split("/").filter(Boolean);
  if (matchPage(segments, locale)) return null;
  for (const other of Object.keys(LOCALE_PREFIXES) as Array<Locale>) {
    const page = other === locale ? null : matchPage(segments, other);
    if (page) return href(page.key, locale, page.params);
  }
  return null;
}

/**
 * Each table entry's path in each language as segments, in the table's order: split once,
 * not for every entry on every request (the root loader and the document ask for each).
 */
const PAGE_PATTERNS = new Map(
  (Object.keys(LOCALE_PREFIXES) as Array<Locale>).map((locale) => [
    locale,
    (Object.keys(ROUTE_PATHS) as Array<RouteKey>).map((key) => ({
      key,
      pattern: ROUTE_PATHS[key][locale].split("/").filter(Boolean),
    })),
  ]),
);

/** The table entry whose path in `locale` the segments match, with its parameters. */
function matchPage(segments: Array<string>, locale: Locale): PageMatch | null {
  for (const { key, pattern } of PAGE_PATTERNS.get(locale) ?? []) {
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index] ?? "";
      if (!part.startsWith(":")) return part === segment;
      const value = decodedSegment(segment);
      if (value !== null) params[part.slice(1)] = value;
      return value !== null;
    });
    if (matches) return { key, params };
  }
  return null;
}

function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
