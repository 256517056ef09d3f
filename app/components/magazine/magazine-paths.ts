import { href, type Locale } from "#app/utils/href.ts";
import type { CategoryPlace } from "#bff/pages/magazine-listing.ts";

/** A magazine category's address: `/nakupni-radce/{slug}`, a child's under its master's. */
export function categoryHref(locale: Locale, place: CategoryPlace): string {
  return place.child
    ? href("magazineChildCategory", locale, { slug: place.slug, child: place.child })
    : href("magazineCategory", locale, { slug: place.slug });
}

/** A list's address on a page: page 1 is the list itself, later pages add `?page=`. */
export function listPageHref(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}
