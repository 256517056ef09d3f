import { localePrefix, type Locale } from "#app/utils/href.ts";

/**
 * The URL of a page the catch-all route serves by its slug alone (CMS pages, categories),
 * in a language: `/kontakt`, `/de/vibratoren` (`/vibratoren` on de's own host). The counterpart of `href()` for pages that
 * have no entry in the path table.
 */
export function catchAllHref(locale: Locale, slug: string): string {
  return `${localePrefix(locale)}/${encodeURIComponent(slug)}`;
}
