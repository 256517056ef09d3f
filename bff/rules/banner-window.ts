import { isAfter, isBefore, isValid } from "date-fns";

/**
 * An instant from the CMS, or null when it is missing or unreadable. Read as `Date` reads
 * it, not with parseISO, which would take a date-only value as the server's midnight
 * instead of UTC's and refuse the other forms `Date` reads.
 */
export function readInstant(value: string | null | undefined): Date | null {
  const instant = new Date(value ?? "");
  return isValid(instant) ? instant : null;
}

/** The fields of a catalogue or wide banner that decide whether it may be shown. */
export type TimeLimitedBanner = {
  /** The banner's reference (its link or the item it promotes). */
  reference: string | null | undefined;
  time_limited: boolean;
  time_limit_start?: string | null;
  time_limit_end?: string | null;
};

/**
 * Spec §4: a catalogue banner is kept only when it has a reference and is either not time
 * limited, or time limited with both ends set and `now` strictly between them. Wide
 * banners follow the same rule. An unreadable date counts as not set.
 */
export function isBannerShown(banner: TimeLimitedBanner, now: Date): boolean {
  if (!banner.reference) return false;
  if (!banner.time_limited) return true;
  const start = readInstant(banner.time_limit_start);
  const end = readInstant(banner.time_limit_end);
  // Not isWithinInterval: it keeps both ends and swaps a window given end first.
  return start !== null && end !== null && isAfter(now, start) && isBefore(now, end);
}
