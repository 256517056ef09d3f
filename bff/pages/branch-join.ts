import type { BranchSummary } from "#bff/cms/branches.ts";
import type { RequestContext } from "#bff/context.ts";
import { optional } from "#bff/optional.ts";
import {
  currentClosure,
  hoursToday,
  isOpenNow,
  type DayHours,
  type OpeningSchedule,
} from "#bff/rules/opening-hours.ts";
import type { Branch as StoreBranch } from "#bff/store/schemas.ts";
import { getBranchesByIds } from "#bff/store/shipping.ts";

import { distanceKm, type GeoPoint } from "./branch-distance.ts";
import { responsiveImage, type ResponsiveImage } from "./product-card.ts";

/**
 * A CMS branch joined with the store's record of the same shop (`store_id`): the CMS has
 * the page (texts, pictures, hours, position), the store the postal address and, when the
 * CMS has no week of its own, the hours. A branch without its store record is shown without
 * an address; a store record without a CMS branch is no page of the shop's.
 */

export type BranchAddress = { street: string; postcode: string; city: string; country: string };

export type BranchClosure = { from: string | null; to: string | null; now: boolean };

export type BranchCard = {
  slug: string;
  title: string;
  region: string;
  primary: boolean;
  /** Null when the store has no record of this shop or could not be asked. */
  address: BranchAddress | null;
  gps: GeoPoint;
  today: DayHours;
  openNow: boolean;
  closure: BranchClosure | null;
  image: ResponsiveImage | null;
  /** From where the shopper said they are; null when they did not say. */
  distanceKm: number | null;
};

const CARD_IMAGE = { width: 480, height: 320 } as const;

/** The store's records of these branches by store id, or null when the store cannot answer. */
export async function storeRecords(
  ctx: RequestContext,
  branches: Array<Pick<BranchSummary, "store_id">>,
): Promise<Map<number, StoreBranch> | null> {
  const ids = [...new Set(branches.map((branch) => branch.store_id))];
  const records = await optional(getBranchesByIds({ ctx, ids }), { ctx, what: "store branches" });
  return records ? new Map(records.map((record) => [record.id, record])) : null;
}

/** A branch's opening schedule: the CMS's week, or the store's when the CMS has none. */
export function branchSchedule(
  branch: BranchSummary,
  record: StoreBranch | undefined,
  fallbackCountry: "cz" | "sk",
): OpeningSchedule {
  const week =
    branch.opening_hours.length > 0
      ? branch.opening_hours
      : (record?.openingHours ?? []).map(({ day, from, to }) => ({ day, from, to }));
  return {
    week,
    exceptions: branch.opening_exceptions.map((entry) => ({
      date: entry.date,
      from: entry.from,
      to: entry.to,
      note: entry.note ?? null,
    })),
    closedFrom: branch.branch_closed_from ?? null,
    closedTo: branch.branch_closed_to ?? null,
    country: record ? (record.countryCode === "SVK" ? "sk" : "cz") : fallbackCountry,
  };
}

function address(record: StoreBranch | undefined): BranchAddress | null {
  return record
    ? {
        street: record.street,
        postcode: record.postcode,
        city: record.city,
        country: record.countryCode,
      }
    : null;
}

/** A branch as the list shows it. */
export function toBranchCard(
  branch: BranchSummary,
  {
    record,
    now,
    country,
    from,
  }: { record: StoreBranch | undefined; now: Date; country: "cz" | "sk"; from: GeoPoint | null },
): BranchCard {
  const schedule = branchSchedule(branch, record, country);
  const gps = { latitude: branch.gps_latitude, longitude: branch.gps_longitude };
  const picture = branch.main_image ?? branch.branch_map_images[0] ?? null;
  return {
    slug: branch.page_meta.slug,
    title: branch.title,
    region: branch.region,
    primary: branch.branch_is_primary,
    address: address(record),
    gps,
    today: hoursToday(schedule, now),
    openNow: isOpenNow(schedule, now),
    closure: currentClosure(schedule, now),
    image: picture ? responsiveImage(picture.path, picture.alt ?? "", CARD_IMAGE) : null,
    distanceKm: from ? Math.round(distanceKm(from, gps) * 10) / 10 : null,
  };
}

/**
 * An address the CMS gave for a link or a frame, kept only when it is https (no script,
 * no plain-text page inside ours) and carries no credentials.
 */
export function httpsUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" && !url.username && !url.password ? url.href : null;
  } catch {
    return null;
  }
}

/** The origins of the frames a page shows, for its Content-Security-Policy's frame-src. */
export function frameOrigins(urls: Array<string | null>): Array<string> {
  return [...new Set(urls.flatMap((url) => (url ? [new URL(url).origin] : [])))];
}

/** The shop's own country for a branch the store has no record of. */
export function siteCountry(ctx: RequestContext): "cz" | "sk" {
  return ctx.domainCode === "sk" ? "sk" : "cz";
}
