import { getBranches, type BranchSummary } from "#bff/cms/branches.ts";
import type { RequestContext } from "#bff/context.ts";
import { optional } from "#bff/optional.ts";
import {
  currentClosure,
  firstOpenDay,
  hoursToday,
  isOpenNow,
  weekAhead,
  type DayHours,
  type OpeningSchedule,
} from "#bff/rules/opening-hours.ts";
import type { Branch as StoreBranch } from "#bff/store/schemas.ts";

import { branchSchedule, type BranchClosure } from "./branch-join.ts";

/** The shop an order is picked up at: where it is, when it is open, and its page. */
export type PickupShop = {
  name: string;
  /** The shop's page; null when the CMS has none for it (or could not say). */
  slug: string | null;
  address: { street: string; postcode: string; city: string };
  today: DayHours;
  openNow: boolean;
  closure: BranchClosure | null;
  /** Seven days from today, with holidays, exceptions and the closure applied. */
  week: Array<DayHours>;
  /**
   * The first day the order can be picked up: the shipper's date, moved on to the shop's
   * next open day when it is closed then (a temporary closure, a holiday, a day off); null
   * without a date, or when no open day is known.
   */
  readyOn: string | null;
};

/** Spec shop-side §3: personal pickup is the shipper type PERSONAL. */
export function isPersonalPickup(shipper: { type: string } | null | undefined): boolean {
  return shipper?.type === "PERSONAL";
}

function storeSchedule(record: StoreBranch): OpeningSchedule {
  return {
    week: record.openingHours.map(({ day, from, to }) => ({ day, from, to })),
    exceptions: [],
    closedFrom: null,
    closedTo: null,
    country: record.countryCode === "SVK" ? "sk" : "cz",
  };
}

/**
 * The pickup shop from the store's branch record and, when there is one, its CMS page
 * (found by `store_id`): the page's title, hours, exceptions and closure win; without a
 * page the store's name and weekly hours are shown.
 */
export function toPickupShop(
  record: StoreBranch,
  pages: Array<BranchSummary> | null,
  now: Date,
  /** The shipper's (or the order's) date, from which the shop's open days are counted. */
  readyFrom: string | null = null,
): PickupShop {
  const page = pages?.find((entry) => entry.store_id === record.id && entry.page_meta.slug.trim());
  const schedule = page
    ? branchSchedule(page, record, record.countryCode === "SVK" ? "sk" : "cz")
    : storeSchedule(record);
  return {
    name: page?.title ?? record.name,
    slug: page?.page_meta.slug.trim() ?? null,
    address: { street: record.street, postcode: record.postcode, city: record.city },
    today: hoursToday(schedule, now),
    openNow: isOpenNow(schedule, now),
    closure: currentClosure(schedule, now),
    week: weekAhead(schedule, now),
    readyOn: readyFrom === null ? null : firstOpenDay(schedule, readyFrom),
  };
}

/**
 * The site's shop pages, for naming and timing a pickup shop: a cached public read that
 * pages ask beside their own reads; null when the CMS could not say.
 */
export function shopPages(ctx: RequestContext): Promise<Array<BranchSummary> | null> {
  return optional(getBranches({ ctx }), { ctx, what: "shop pages" });
}
