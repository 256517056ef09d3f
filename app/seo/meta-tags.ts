import type { MetaDescriptor } from "@remix-run/node";

import { canonicalQuery } from "#app/seo/canonical-query.ts";
import {
  LOCALES,
  localisedLinks,
  localisedUrls,
  type LocalisedPath,
} from "#app/seo/localised-links.ts";
import type { Locale } from "#app/utils/href.ts";
import type { PageSeo } from "#bff/rules/seo-meta.ts";

export const SHOP_NAME = "Amoris";

/** Open Graph names languages with their country. */
const OG_LOCALES: Record<Locale, string> = { cs: "cs_CZ", sk: "sk_SK", de: "de_DE" };

/** The document title: the page's own title and the shop's name, or the name alone. */
export function pageTitle(seo: Pick<PageSeo, "title">): string {
  return seo.title ? `${seo.title} | ${SHOP_NAME}` : SHOP_NAME;
}

/**
 * The head of a page search engines are not to list (cart, checkout, sign-in): noindex.
 * Its title is the one its route's handle declares (`TitleHandle`), which the layout renders.
 */
export function unlistedPageMeta(): Array<MetaDescriptor> {
  return [{ name: "robots", content: "noindex" }];
}

/**
 * Every head tag of a page from its view model's seo field: title, description, keywords,
 * robots (meta_noindex / meta_nofollow), the canonical link without the spec's
 * non-canonical parameters, hreflang alternates and Open Graph.
 */
export function seoMetaTags({
  seo,
  origin,
  locale,
  path,
  search = "",
  ignore,
}: {
  seo: PageSeo;
  origin: string;
  locale: Locale;
  path: LocalisedPath;
  /** The request's query, e.g. `location.search`. */
  search?: string;
  /** Parameters that pick something within the page rather than make a page of their own. */
  ignore?: ReadonlyArray<string>;
}): Array<MetaDescriptor> {
  const urls = localisedUrls({ origin, path, query: canonicalQuery(search, { ignore }) });
  const robots = [seo.noindex ? "noindex" : null, seo.nofollow ? "nofollow" : null]
    .filter(Boolean)
    .join(", ");
  const canonical = urls[locale];
  const optional = (present: unknown, tag: MetaDescriptor) => (present ? [tag] : []);
  return [
    { title: pageTitle(seo) },
    ...optional(seo.description, { name: "description", content: seo.description }),
    ...optional(seo.keywords, { name: "keywords", content: seo.keywords }),
    ...optional(robots, { name: "robots", content: robots }),
    ...localisedLinks(urls, locale),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SHOP_NAME },
    { property: "og:title", content: seo.title ?? SHOP_NAME },
    ...optional(seo.description, { property: "og:description", content: seo.description }),
    ...optional(canonical, { property: "og:url", content: canonical }),
    ...optional(seo.image, { property: "og:image", content: seo.image }),
    { property: "og:locale", content: OG_LOCALES[locale] },
    ...LOCALES.filter((language) => language !== locale && urls[language]).map((language) => ({
      property: "og:locale:alternate",
      content: OG_LOCALES[language],
    })),
  ];
}
