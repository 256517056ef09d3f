import { isAfter } from "date-fns";

import { readInstant } from "./banner-window.ts";

/** The fields of a category's limited offer that decide when it runs. */
export type TimedOffer = {
  offer_datetime_from?: string | null;
  offer_datetime?: string | null;
};

/**
 * The end of a limited offer running at `now`, else null. An offer needs a readable end
 * still ahead (it counts down to it); its start may be left out, and an offer starting
 * exactly now already runs. An unreadable start counts as left out.
 */
export function runningOfferEnd(offer: TimedOffer, now: Date): Date | null {
  const from = readInstant(offer.offer_datetime_from);
  const until = readInstant(offer.offer_datetime);
  if (until === null || !isAfter(until, now)) return null;
  return from === null || !isAfter(from, now) ? until : null;
}
