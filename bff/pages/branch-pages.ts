import { getBranch, getBranches, type BranchSummary } from "#bff/cms/branches.ts";
import { sanitiseRichText, type RichNode } from "#bff/cms/rich-text.ts";
import { getConfig } from "#bff/config.ts";
import type { RequestContext } from "#bff/context.ts";
import { BffError } from "#bff/errors.ts";
import { weekAhead, type DayHours, type WeekdayHours } from "#bff/rules/opening-hours.ts";
import { seoFromPageMeta, type PageSeo } from "#bff/rules/seo-meta.ts";

import { type DistanceOrigin, positionOrigin, postcodeOrigin } from "./branch-distance.ts";
import {
  branchSchedule,
  frameOrigins,
  httpsUrl,
  siteCountry,
  storeRecords,
  toBranchCard,
  type BranchCard,
} from "./branch-join.ts";
import { responsiveImage, type ResponsiveImage } from "./product-card.ts";

export type { BranchAddress, BranchCard, BranchClosure } from "./branch-join.ts";

/** Where the shopper asked to be near: a postcode from the form or a browser position. */
export type NearQuery = { postcode: string | null; position: string | null };

export type BranchesPage = {
  /** Regions in the order of their first branch: the primary shop's first, then by weight. */
  regions: Array<{ name: string; branches: Array<BranchCard> }>;
  /** Every branch nearest first, when the shopper said where they are. */
  nearest: { origin: DistanceOrigin; branches: Array<BranchCard> } | null;
  /** A postcode the shopper typed that no postal area has. */
  unknownPostcode: string | null;
  /** The primary shop's map: a static picture and the interactive map on request. */
  map: { title: string; image: ResponsiveImage | null; frame: string | null } | null;
  /** The store could not be asked: addresses (and hours the CMS lacks) are missing. */
  storeMissing: boolean;
  frameOrigins: Array<string>;
};

const MAP_IMAGE = { width: 960, height: 540 } as const;

/** Primary first, then the CMS's order (weight, heaviest first). */
function primaryFirst(branches: Array<BranchSummary>): Array<BranchSummary> {
  return [...branches].sort(
    (a, b) => Number(b.branch_is_primary) - Number(a.branch_is_primary) || b.weight - a.weight,
  );
}

function nearOrigin(near: NearQuery): DistanceOrigin | null {
  if (near.position) return positionOrigin(near.position);
  if (near.postcode) return postcodeOrigin(near.postcode);
  return null;
}

/**
 * The branch list: every shop of the site by region with its address, today's hours,
 * whether it is open and a closure notice, nearest first when the shopper said where they
 * are. Dependency depth 2: the CMS's branches, then the store's records of them in one
 * call. The store is optional: without it the page says the addresses are missing.
 */
export async function branchesPage({
  ctx,
  near = { postcode: null, position: null },
  now = new Date(),
}: {
  ctx: RequestContext;
  near?: NearQuery;
  now?: Date;
}): Promise<BranchesPage> {
  const branches = primaryFirst(
    (await getBranches({ ctx })).filter((branch) => branch.page_meta.slug.trim()),
  );
  const records = branches.length > 0 ? await storeRecords(ctx, branches) : new Map();
  const origin = nearOrigin(near);
  const country = siteCountry(ctx);
  const cards = branches.map((branch) =>
    toBranchCard(branch, { record: records?.get(branch.store_id), now, country, from: origin }),
  );

  const regions = new Map<string, Array<BranchCard>>();
  for (const card of cards) regions.set(card.region, [...(regions.get(card.region) ?? []), card]);

  const primary = branches[0];
  const frame = httpsUrl(primary?.branch_map_iframe);
  const picture = primary?.branch_map_images[0];
  return {
    regions: [...regions].map(([name, list]) => ({ name, branches: list })),
    nearest: origin
      ? {
          origin,
          branches: [...cards].sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0)),
        }
      : null,
    unknownPostcode: !near.position && near.postcode && !origin ? near.postcode.slice(0, 20) : null,
    map: primary
      ? {
          title: primary.title,
          image: picture
            ? responsiveImage(picture.path, picture.alt ?? primary.title, MAP_IMAGE)
            : null,
          frame,
        }
      : null,
    storeMissing: records === null,
    frameOrigins: frameOrigins([frame]),
  };
}

export type BranchEmployee = {
  name: string;
  position: string | null;
  email: string | null;
  phone: string | null;
  photo: ResponsiveImage | null;
};

export type BranchPage = BranchCard & {
  description: RichNode;
  images: Array<ResponsiveImage>;
  /** Seven days from today, with exceptions and the closure. */
  week: Array<DayHours>;
  /** The regular week, Monday first (for structured data). */
  regularWeek: Array<WeekdayHours>;
  carAccess: string | null;
  transitAccess: string | null;
  services: Array<string>;
  payWithCard: boolean;
  employees: Array<BranchEmployee>;
  map: {
    frame: string | null;
    description: string | null;
    images: Array<ResponsiveImage>;
    link: string | null;
  };
  view360: string | null;
  reviewLink: string | null;
  lastModified: string;
  storeMissing: boolean;
  frameOrigins: Array<string>;
  seo: PageSeo & { title: string };
};

const PHOTO = { width: 960, height: 640 } as const;
const PORTRAIT = { width: 160, height: 160 } as const;

function text(value: string | null | undefined): string | null {
  return value?.trim() || null;
}

/**
 * A branch's page: everything the CMS knows of it beside the store's address. Dependency
 * depth 2: the branch, then the store's record. Throws not_found for a slug the site has no
 * branch for; the store is optional.
 */
export async function branchPage({
  ctx,
  slug,
  now = new Date(),
}: {
  ctx: RequestContext;
  slug: string;
  now?: Date;
}): Promise<BranchPage> {
  const branch = await getBranch({ ctx, slug });
  if (!branch) throw new BffError({ kind: "not_found" }, 404);
  const records = await storeRecords(ctx, [branch]);
  const record = records?.get(branch.store_id);
  const country = siteCountry(ctx);
  const schedule = branchSchedule(branch, record, country);
  const mapFrame = httpsUrl(branch.branch_map_iframe);
  const view360 = httpsUrl(branch.branch_360_iframe);
  const cdnBase = getConfig().IMAGE_CDN_URL;
  const pictures = [...(branch.main_image ? [branch.main_image] : []), ...branch.images];

  return {
    ...toBranchCard(branch, { record, now, country, from: null }),
    description: sanitiseRichText(branch.description, { locale: ctx.locale }),
    images: [...new Map(pictures.map((image) => [image.path, image])).values()].map((image) =>
      responsiveImage(image.path, image.alt ?? "", PHOTO),
    ),
    week: weekAhead(schedule, now),
    regularWeek: [...schedule.week].sort((a, b) => a.day - b.day),
    carAccess: text(branch.car_accessibility),
    transitAccess: text(branch.public_transportation_accessibility),
    services: branch.services.map((service) => service.trim()).filter(Boolean),
    payWithCard: branch.pay_with_card,
    employees: branch.employees.map((employee) => ({
      name: employee.title,
      position: text(employee.position),
      email: text(employee.email),
      phone: text(employee.phone),
      photo: employee.photo
        ? responsiveImage(employee.photo.path, employee.photo.alt ?? "", PORTRAIT)
        : null,
    })),
    map: {
      frame: mapFrame,
      description: text(branch.branch_map_description),
      images: branch.branch_map_images.map((image) =>
        responsiveImage(image.path, image.alt ?? "", { width: 960, height: 540 }),
      ),
      link: httpsUrl(branch.google_map_link),
    },
    view360,
    reviewLink: httpsUrl(branch.review_link),
    lastModified: branch.lastModified,
    storeMissing: records === null || !record,
    frameOrigins: frameOrigins([mapFrame, view360]),
    seo: seoFromPageMeta(branch.page_meta, { title: branch.title, locale: ctx.locale, cdnBase }),
  };
}
