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
  const start = Date.parse(banner.time_limit_start ?? "");
  const end = Date.parse(banner.time_limit_end ?? "");
  if (Number.isNaN(start) || Number.isNaN(end)) return false;
  const time = now.getTime();
  return start < time && time < end;
}
