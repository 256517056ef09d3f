import { LOCALE_PREFIXES, ROUTE_PATHS } from "../route-paths.js";

export type RouteKey = keyof typeof ROUTE_PATHS;
export type Locale = keyof typeof LOCALE_PREFIXES;

/**
 * Every internal URL, in the shopper's language: `href("cart", "de")` is `/de/warenkorb`,
 * `href("product", "cs", { slug })` is `/produkt/{slug}`.
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
  const prefix = LOCALE_PREFIXES[locale];
  return path ? `${prefix}/${path}` : prefix || "/";
}

/** The language a path is in: its /sk or /de prefix, otherwise the default cs. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/")[1]?.toLowerCase();
  for (const [locale, prefix] of Object.entries(LOCALE_PREFIXES) as Array<[Locale, string]>) {
    if (prefix && prefix === `/${first}`) return locale;
  }
  return "cs";
}
