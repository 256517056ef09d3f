import { LOCALE_PREFIXES, ROUTE_PATHS } from "#app/route-paths.js";
import { DEFAULT_LOCALE } from "#bff/locales.js";

export type RouteKey = keyof typeof ROUTE_PATHS;
export type Locale = keyof typeof LOCALE_PREFIXES;
/** The origin serving each language in domain mode (`LOCALE_DOMAINS`); empty on one host. */
export type LocaleOrigins = Partial<Record<Locale, string>>;

let localeOrigins: LocaleOrigins = {};

/**
 * Puts every URL helper in domain mode (or back in prefix mode with `{}`). The mapping is
 * the process's configuration, the same for every request, so the helpers keep their
 * signatures: the server sets it at start-up, the browser from the root loader's data.
 */
export function setLocaleOrigins(origins: LocaleOrigins): void {
  localeOrigins = origins;
}

/** What a language's paths start with: `/sk` on the shared host, nothing on its own one. */
export function localePrefix(locale: Locale): string {
  return localeOrigins[locale] ? "" : LOCALE_PREFIXES[locale];
}

/**
 * The origin serving a language in domain mode (one without a host of its own lives under
 * its prefix on the cs host); null in prefix mode, where every language shares the
 * request's host.
 */
export function localeOrigin(locale: Locale): string | null {
  return localeOrigins[locale] ?? localeOrigins[DEFAULT_LOCALE] ?? null;
}

/** Whether two languages are served from the same host. */
export function sharesHost(locale: Locale, other: Locale): boolean {
  return localeOrigin(locale) === localeOrigin(other);
}

/** The language whose own host this is (`url.host`, port included), null for any other. */
export function localeOfHost(host: string): Locale | null {
  const entries = Object.entries(localeOrigins) as Array<[Locale, string]>;
  return entries.find(([, origin]) => new URL(origin).host === host.toLowerCase())?.[0] ?? null;
}

/**
 * Every internal URL, in the shopper's language, as a link on a page in that language:
 * `href("cart", "de")` is `/de/warenkorb` (`/warenkorb` on de's own host),
 * `href("product", "cs", { slug })` is `/produkt/{slug}`. A link into another language
 * goes through `hrefFrom`.
 */
export function href(
  key: RouteKey,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  const path = ROUTE_PATHS[key][locale].replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`href(${key}): missing parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const prefix = localePrefix(locale);
  return path ? `${prefix}/${path}` : prefix || "/";
}

/**
 * A path of a page in `locale` (from `href` or `catchAllHref`) as a link on a page in
 * `from`: absolute when the two languages live on different hosts, else the path itself.
 */
export function hrefFrom(from: Locale, locale: Locale, path: string): string {
  const origin = localeOrigin(locale);
  return origin && !sharesHost(locale, from) ? new URL(path, origin).href : path;
}

/** The language a path's prefix names: /sk or /de, otherwise the default cs. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/")[1]?.toLowerCase();
  for (const [locale, prefix] of Object.entries(LOCALE_PREFIXES) as Array<[Locale, string]>) {
    if (prefix && prefix === `/${first}`) return locale;
  }
  return DEFAULT_LOCALE;
}

/**
 * A path the URL parser gives back as it is (letters, digits, `-`, `_` and slashes, not two
 * at the start: no dot segment, escape or host), up to its query or fragment. The frame's
 * hundred-odd CMS links are such paths, and parsing each as a URL cost a page 0.2 ms.
 */
const PLAIN_PATH = /^\/(?!\/)[\w/-]*(?=[?#]|$)/;

/**
 * Whether a link from the page at `currentPath` to `target` (a path on this host) lands in
 * another language. Such a link loads a new document: the browser holds the strings of one
 * language, and a client-side navigation would show the new page under the old ones.
 */
export function changesLanguage(currentPath: string, target: string): boolean {
  const targetPath = PLAIN_PATH.exec(target)?.[0] ?? new URL(target, "http://localhost").pathname;
  return localeOfPath(targetPath) !== localeOfPath(currentPath);
}
