import { getCategories } from "#bff/cms/catalog.ts";
import type { StoreCategory } from "#bff/cms/schemas-catalog.ts";
import { lookupSlug } from "#bff/cms/slug-lookup.ts";
import type { RequestContext } from "#bff/context.ts";
import type { ListingQuery } from "#bff/rules/listing-query.ts";

import { type CatalogListing, type ListingTarget, catalogListing } from "./catalog-listing.ts";
import { movedLocation } from "./moved.ts";
import { type CatchAllPage, catchAllPage } from "./text-page.ts";

export type CatchAllResult =
  | CatchAllPage
  | { kind: "listing"; listing: CatalogListing }
  /** A listing asked by another language's slug: its own path in the shopper's (a 301). */
  | { kind: "listing-elsewhere"; path: string };

/** The listing, or where it lives when the slug asked is not its own in this language. */
function listingOrElsewhere(slug: string, listing: CatalogListing): CatchAllResult {
  return listing.path === `/${slug}`
    ? { kind: "listing", listing }
    : { kind: "listing-elsewhere", path: listing.path };
}

/** A category slug is one path segment; deeper paths can only be pages or redirects. */
const SINGLE_SEGMENT = /^[a-z0-9][a-z0-9-]{0,199}$/;

/**
 * The CMS keys a moved listing on its old slug and its entity type (`/akce`, the old
 * promotions slug, is a virtual category's), and a redirect matches only a lookup naming
 * that type; the page lookup names none, so each listing type is asked on its own.
 */
const LISTING_TYPES = ["category", "virtual_category", "filtered_category"] as const;

/** Where a listing that used to live at this slug moved, or null. */
async function movedListing(ctx: RequestContext, path: string, slug: string) {
  const locations = await Promise.all(
    LISTING_TYPES.map((type) => movedLocation(ctx, { path, route: "all", slug, type })),
  );
  return locations.find((location) => location !== null) ?? null;
}

function findCategory(
  slug: string,
  locale: string,
  categories: Array<StoreCategory>,
): StoreCategory | undefined {
  return categories.find(
    (entry) =>
      entry.slug === slug ||
      entry.canonical_slugs.some((local) => local.lang === locale && local.slug === slug),
  );
}

function findCmsTarget(
  virtual: ListingTarget["category"] | null,
  filtered: ListingTarget["category"] | null,
): ListingTarget | null {
  if (virtual && "_id" in virtual) return { kind: "virtual_category", category: virtual };
  if (filtered && "_id" in filtered) return { kind: "filtered_category", category: filtered };
  return null;
}

/**
 * Any path no route claims. A store category, a virtual category, a filtered category and
 * a CMS page (with the CMS redirect and URL rewrite) are looked up at once, the CMS
 * documents in one query; the first kind found, in that order, wins. Only when none is
 * found are the redirects of moved listings asked, so a live category never waits on them.
 * Dependency depth 2: the lookups -> the listing (catalogue state, category content,
 * canonical candidates and box settings, all at once; a store category's as soon as the
 * categories answer), a rewrite's page, or the moved-listing redirects.
 */
export async function catchAll({
  ctx,
  path,
  query,
}: {
  ctx: RequestContext;
  path: string;
  query: ListingQuery;
}): Promise<CatchAllResult> {
  const slug = path.replace(/^\/+|\/+$/g, "");
  const isListingSlug = SINGLE_SEGMENT.test(slug);
  const storeCategories = isListingSlug ? getCategories({ ctx }) : Promise.resolve([]);
  // A store category wins over every other kind, so its listing starts the moment the
  // categories answer, beside the other lookups rather than after the slowest of them.
  const categoryListing = storeCategories.then((categories) => {
    const category = isListingSlug ? findCategory(slug, ctx.locale, categories) : undefined;
    if (!category) return null;
    return catalogListing({ ctx, target: { kind: "category", category }, categories, query });
  });
  const found = lookupSlug({ ctx, slug, listing: isListingSlug });
  const [listing, categories, { virtual, filtered }, page] = await Promise.all([
    categoryListing,
    storeCategories,
    found,
    catchAllPage({ ctx, path, found }),
  ]);
  if (listing) return listingOrElsewhere(slug, listing);
  const target = isListingSlug ? findCmsTarget(virtual, filtered) : null;
  if (target) {
    return listingOrElsewhere(slug, await catalogListing({ ctx, target, categories, query }));
  }
  if (page.kind !== "not_found" || !isListingSlug) return page;
  const location = await movedListing(ctx, path, slug);
  return location ? { kind: "redirect", location } : page;
}
