import type { MetaDescriptor } from "@remix-run/node";

import { localisedLinks, localisedUrls } from "#app/seo/localised-links.ts";
import { pageTitle } from "#app/seo/meta-tags.ts";
import { localeOrigin, localePrefix, type Locale } from "#app/utils/href.ts";
import type { CatalogListing } from "#bff/pages/catalog-listing.ts";

/**
 * A listing's title, description, robots and canonical link. The canonical leaves out the
 * parameters the spec exempts and points a filter that equals a filtered category at it;
 * the listing's own address names its other languages' as hreflang alternates.
 */
export function listingMeta(
  listing: Omit<CatalogListing, "products" | "limitedOffers">,
  { origin, locale }: { origin: string; locale: Locale },
): Array<MetaDescriptor> {
  const prefix = localePrefix(locale);
  const base = localeOrigin(locale) ?? (origin || "http://localhost");
  const canonical = new URL(listing.canonicalPath, "http://listing.invalid");
  const robots = [listing.seo.noindex ? "noindex" : "", listing.seo.nofollow ? "nofollow" : ""]
    .filter(Boolean)
    .join(", ");
  const page = listing.pagination.page > 1 ? ` – ${listing.pagination.page}` : "";
  const links =
    canonical.pathname === listing.path && Object.keys(listing.slugs).length > 0
      ? localisedLinks(
          localisedUrls({
            origin: origin || "http://localhost",
            path: (language) => {
              const slug = listing.slugs[language];
              return slug ? `${localePrefix(language)}/${slug}` : null;
            },
            query: canonical.search,
          }),
          locale,
        )
      : [
          {
            tagName: "link",
            rel: "canonical",
            href: new URL(`${prefix}${listing.canonicalPath}`, base).href,
          },
        ];
  return [
    { title: pageTitle({ title: `${listing.seo.title}${page}` }) },
    ...(listing.seo.description ? [{ name: "description", content: listing.seo.description }] : []),
    ...(robots ? [{ name: "robots", content: robots }] : []),
    ...links,
  ];
}
