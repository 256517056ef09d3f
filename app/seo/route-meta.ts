import type { MetaDescriptor } from "@remix-run/node";

import { LOCALE_PREFIXES } from "#app/route-paths.js";
import type { LocalisedPath } from "#app/seo/localised-links.ts";
import { pageTitle, seoMetaTags } from "#app/seo/meta-tags.ts";
import { href, type Locale, type RouteKey } from "#app/utils/href.ts";
import type { PageSeo } from "#bff/rules/seo-meta.ts";

/** What a route's `meta` function receives and page meta needs. */
type MetaPlace = {
  matches: ReadonlyArray<{ id: string; data: unknown }>;
  location: { search: string };
};

function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && Object.hasOwn(LOCALE_PREFIXES, value);
}

/** The public origin and language the root loader gave the request; null without its data. */
export function rootPlace(
  matches: MetaPlace["matches"],
): { origin: string; locale: Locale } | null {
  const data = matches.find((match) => match.id === "root")?.data;
  if (typeof data !== "object" || data === null) return null;
  const origin = "origin" in data ? data.origin : undefined;
  const locale = "locale" in data ? data.locale : undefined;
  return typeof origin === "string" && isLocale(locale) ? { origin, locale } : null;
}

/**
 * A page's head tags from its view model's seo field (see app/seo/meta-tags.ts), placed at
 * the origin and in the language the root loader read. Without root data, as on an error
 * page, only the title.
 */
export function pageMeta({
  seo,
  matches,
  location,
  path,
  ignore,
}: MetaPlace & {
  seo: PageSeo;
  path: LocalisedPath;
  ignore?: ReadonlyArray<string>;
}): Array<MetaDescriptor> {
  const place = rootPlace(matches);
  if (!place) return [{ title: pageTitle(seo) }];
  return seoMetaTags({ seo, ...place, path, search: location.search, ignore });
}

/**
 * The `meta` of a page of the shop's own at a fixed route in every language (home, brands
 * A to Z): the head tags of the `seo` its loader returns, at that route's localised paths.
 */
export function fixedRouteMeta(key: RouteKey) {
  return ({ data, ...place }: MetaPlace & { data: { seo: PageSeo } | undefined }) =>
    data ? pageMeta({ seo: data.seo, ...place, path: (locale) => href(key, locale) }) : [];
}

/** Where a page lives in each language: `toPath` of its slug there, if it has one. */
export function slugPaths(
  seo: PageSeo,
  toPath: (locale: Locale, slug: string) => string,
): LocalisedPath {
  return (locale) => {
    const slug = seo.slugs[locale];
    return slug ? toPath(locale, slug) : null;
  };
}
