import type { MetaDescriptor } from "@remix-run/node";

import { categoryHref } from "#app/components/magazine/magazine-paths.ts";
import { pageMeta } from "#app/seo/route-meta.ts";
import type { Locale } from "#app/utils/href.ts";
import type { MagazineListing } from "#bff/pages/magazine-listing.ts";

type Place = Parameters<typeof pageMeta>[0]["matches"];

/**
 * The head of a magazine category: canonical and hreflang at the category's address in
 * each language it exists in (a child's needs its master's slug there too).
 */
export function categoryMeta(
  listing: Pick<MagazineListing, "seo" | "masterSlugs" | "place">,
  place: { matches: Place; location: { search: string } },
): Array<MetaDescriptor> {
  const isChild = Boolean(listing.place?.child);
  return pageMeta({
    seo: listing.seo,
    ...place,
    path: (locale: Locale) => {
      const slug = listing.seo.slugs[locale];
      if (!slug) return null;
      if (!isChild) return categoryHref(locale, { slug, child: null });
      const master = listing.masterSlugs[locale];
      return master ? categoryHref(locale, { slug: master, child: slug }) : null;
    },
  });
}
