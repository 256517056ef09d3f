import type { MetaDescriptor } from "@remix-run/node";

import { LOCALE_PREFIXES } from "#app/route-paths.js";
import { localeOrigin, type Locale } from "#app/utils/href.ts";

export const LOCALES = Object.keys(LOCALE_PREFIXES) as Array<Locale>;

/** The page's path in a language, or null when it does not exist in that language. */
export type LocalisedPath = (locale: Locale) => string | null;

/**
 * The absolute URL of the page in each language it exists in, with the canonical query: at
 * that language's host in domain mode, else at `origin`, the shop's (`publicOrigin`).
 */
export function localisedUrls({
  origin,
  path,
  query = "",
}: {
  origin: string;
  path: LocalisedPath;
  query?: string;
}): Partial<Record<Locale, string>> {
  const urls: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const localised = path(locale);
    if (localised !== null) {
      urls[locale] = new URL(`${localised}${query}`, localeOrigin(locale) ?? origin).href;
    }
  }
  return urls;
}

/**
 * The page's canonical link (itself, in its own language) and its hreflang alternates in
 * every language it exists in, each of them self-referencing, with cs as x-default.
 */
export function localisedLinks(
  urls: Partial<Record<Locale, string>>,
  locale: Locale,
): Array<MetaDescriptor> {
  const canonical = urls[locale];
  const alternates = LOCALES.flatMap((language) => {
    const href = urls[language];
    return href ? [{ tagName: "link", rel: "alternate", hrefLang: language, href }] : [];
  });
  return [
    ...(canonical ? [{ tagName: "link", rel: "canonical", href: canonical }] : []),
    ...alternates,
    ...(urls.cs
      ? [{ tagName: "link", rel: "alternate", hrefLang: "x-default", href: urls.cs }]
      : []),
  ];
}
