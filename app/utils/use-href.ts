import { href, localePrefix, type Locale, type RouteKey } from "#app/utils/href.ts";
import { useRootData } from "#app/utils/root-data.ts";

/** The shopper's language, from the root loader (cs when the root data is missing). */
export function useLocale(): Locale {
  return useRootData()?.locale ?? "cs";
}

/** `href` bound to the shopper's language. */
export function useHref(): (key: RouteKey, params?: Record<string, string | number>) => string {
  const locale = useLocale();
  return (key, params) => href(key, locale, params);
}

/** What the shopper's language's paths start with (see `localePrefix`). */
export function useLocalePrefix(): string {
  return localePrefix(useLocale());
}
