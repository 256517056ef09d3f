import type { MetaDescriptor } from "@remix-run/node";

import { pageTitle } from "#app/seo/meta-tags.ts";
import { localeOrigin, localePrefix, type Locale } from "#app/utils/href.ts";
import type { CatalogListing } from "#bff/pages/catalog-listing.ts";

/**
 * A listing's title, description, robots and canonical link. The canonical leaves out the
 * parameters the spec exempts and points a filter that equals a filtered category at it.
 */
export function listingMeta(
  listing: CatalogListing,
  { origin, locale }: { origin: string; locale: Locale },
): Array<MetaDescriptor> {
  const prefix = localePrefix(locale);
  const base = localeOrigin(locale) ?? (origin || "http://localhost");
  const absolute = (path: string) => new URL(`${prefix}${path}`, base).href;
  const robots = [listing.seo.noindex ? "noindex" : "", listing.seo.nofollow ? "nofollow" : ""]
    .filter(Boolean)
    .join(", ");
  const page = listing.pagination.page > 1 ? ` – ${listing.pagination.page}` : "";
  return [
    { title: pageTitle({ title: `${listing.seo.title}${page}` }) },
    ...(listing.seo.description ? [{ name: "description", content: listing.seo.description }] : []),
    ...(robots ? [{ name: "robots", content: robots }] : []),
    { tagName: "link", rel: "canonical", href: absolute(listing.canonicalPath) },
  ];
}
