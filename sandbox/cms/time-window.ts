/**
 * The spec's banner rule (§4): a banner is shown if it is not time limited, or if it is
 * time limited with both start and end set and now lies strictly between them.
 */
export interface TimeWindow {
  time_limited: boolean;
  time_limit_start: string | null;
  time_limit_end: string | null;
}

export function isWithinTimeWindow(banner: TimeWindow, now: Date): boolean {
  if (!banner.time_limited) return true;
  if (!banner.time_limit_start || !banner.time_limit_end) return false;
  const start = Date.parse(banner.time_limit_start);
  const end = Date.parse(banner.time_limit_end);
  if (Number.isNaN(start) || Number.isNaN(end)) return false;
  return start < now.getTime() && now.getTime() < end;
}

/** A banner for some customer groups is shown only to a shopper in one of them. */
export function isForGroups(customerGroup: string | null, userGroups: Array<string>): boolean {
  return customerGroup === null || userGroups.includes(customerGroup);
}
