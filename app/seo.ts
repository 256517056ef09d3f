import type { MetaDescriptor } from "@remix-run/node";

import { LOCALE_PREFIXES } from "./route-paths.js";
import { href, type Locale, type RouteKey } from "./utils/href.ts";

const LOCALES = Object.keys(LOCALE_PREFIXES) as Array<Locale>;

/**
 * The canonical link of a page in its language (a self-referencing canonical, without
 * query parameters) and its hreflang alternates in every language, cs as x-default.
 */
export function localisedLinks({
  origin,
  locale,
  key,
  params,
}: {
  origin: string;
  locale: Locale;
  key: RouteKey;
  params?: Record<string, string | number>;
}): Array<MetaDescriptor> {
  const url = (language: Locale) => new URL(href(key, language, params), origin).href;
  return [
    { tagName: "link", rel: "canonical", href: url(locale) },
    ...LOCALES.map((language) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: language,
      href: url(language),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url("cs") },
  ];
}
