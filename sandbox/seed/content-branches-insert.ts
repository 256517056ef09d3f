import type { Db } from "#sandbox/db/open.ts";

import { cmsId } from "./catalog-ids.ts";
import { slugInserter } from "./catalog-insert.ts";
import { CZECH_BRANCHES } from "./content-branches-cz.ts";
import { SLOVAK_BRANCHES } from "./content-branches-sk.ts";
import {
  BRANCH_LANGUAGES,
  type SeedBranch,
  mapIframe,
  mapLink,
  openingExceptions,
  openingWeek,
  reviewLink,
  tourIframe,
} from "./content-branches.ts";
import type { Picture } from "./content-insert.ts";
import { OWN_STORES } from "./store/shipping.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every branch page of both sites. */
export const BRANCHES: ReadonlyArray<SeedBranch> = [...CZECH_BRANCHES, ...SLOVAK_BRANCHES];

/** A branch's document id, derived from its slug. */
export const branchId = (slug: string): string => cmsId(`branch:${slug}`);

const SEO_SUFFIX = { cz: "otevírací doba a kontakt", sk: "otváracie hodiny a kontakt" };
const MAP_ALT = { cz: "Mapa okolí", sk: "Mapa okolia" };

const isoDate = (time: number): string => new Date(time).toISOString().slice(0, 10);

/**
 * Inserts the branch pages, with the address, GPS and week from the store's own record.
 * `today` (the start of the seeding day, UTC) places the closure and the holidays.
 */
export function seedBranches(
  db: Db,
  picture: Picture,
  today = Math.floor(Date.now() / DAY_MS) * DAY_MS,
): void {
  const insert = db.prepare(
    `INSERT INTO cms_branches (id, slug, store_id, title, weight, is_primary, site_enabled, data)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const slug = slugInserter(db);
  for (const branch of BRANCHES) {
    const store = OWN_STORES.find((own) => own.id === branch.storeId);
    if (!store) throw new Error(`No store branch ${branch.storeId} for ${branch.slug}`);
    const id = branchId(branch.slug);
    const language = BRANCH_LANGUAGES[branch.site];
    const mainImage = picture(`branches/${branch.slug}`, branch.title);
    // The closure lies around whatever day the sandbox is seeded, so the storefront always
    // has a branch that is closed right now; it was set the day before it began.
    const closureSetAt = today - 4 * DAY_MS;
    const closed = branch.closedAroundSeeding === true;
    const lastModified = closed
      ? new Date(Math.max(Date.parse(branch.lastModified), closureSetAt)).toISOString()
      : branch.lastModified;
    insert.run(
      id,
      branch.slug,
      branch.storeId,
      branch.title,
      branch.weight,
      branch.primary ? 1 : 0,
      JSON.stringify([branch.site]),
      JSON.stringify({
        description: branch.description,
        branch_360_iframe: tourIframe(branch.tourId),
        branch_closed_from: closed ? isoDate(today - 3 * DAY_MS) : null,
        branch_closed_to: closed ? isoDate(today + 10 * DAY_MS) : null,
        branch_map_description: branch.mapDescription,
        branch_map_iframe: mapIframe(store, branch.site),
        branch_map_images: [
          picture(`branches/${branch.slug}/mapa`, `${MAP_ALT[branch.site]}: ${branch.title}`),
        ],
        car_accessibility: branch.carAccessibility,
        public_transportation_accessibility: branch.publicTransportAccessibility,
        gps_latitude: store.lat,
        gps_longitude: store.lng,
        google_map_link: mapLink(store),
        opening_hours: openingWeek(store),
        opening_exceptions: openingExceptions(branch.site, today),
        images: branch.pictures.map((alt, index) =>
          picture(`branches/${branch.slug}/${index + 1}`, alt),
        ),
        main_image: mainImage,
        lastModified,
        page_meta: {
          slug: branch.slug,
          seo_title: `${branch.title} – ${SEO_SUFFIX[branch.site]}`,
          seo_description: branch.seoDescription,
          seo_keywords: null,
          meta_nofollow: false,
          meta_noindex: false,
          share_image: mainImage,
          canonical_slugs: [{ language, slug: branch.slug }],
        },
        pay_with_card: branch.payWithCard,
        review_link: reviewLink(branch.reviewId),
        region: branch.region,
        services: branch.services,
        employees: branch.employees.map((employee, index) => ({
          _id: cmsId(`branch-employee:${branch.slug}:${index}`),
          title: employee.name,
          position: employee.position,
          email: employee.email,
          phone: employee.phone,
          photo: picture(`branches/${branch.slug}/tym-${index + 1}`, employee.name),
        })),
      }),
    );
    slug("branch", id, language, branch.slug, branch.title);
  }
}
