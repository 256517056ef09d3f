import { differenceInSeconds } from "date-fns";
import { secondsInDay, secondsInHour, secondsInMinute } from "date-fns/constants";

/**
 * How an offer's end is told (docs/decisions/060): its date in its last 30 days, and a
 * ticking countdown in its last 3. Further off, an end date says nothing a shopper acts on
 * (an offer running to 2100 would count "26 695 d").
 */
export const DEADLINE_DAYS = 30;
export const COUNTDOWN_DAYS = 3;

/**
 * Days, hours, minutes and seconds left, never negative. Not intervalToDuration: it counts
 * calendar months, and a countdown counts days of 24 hours however long it runs.
 */
export function timeLeft(endsAt: string, now: number) {
  const total = Math.max(0, differenceInSeconds(endsAt, now));
  return {
    days: Math.floor(total / secondsInDay),
    hours: Math.floor((total % secondsInDay) / secondsInHour),
    minutes: Math.floor((total % secondsInHour) / secondsInMinute),
    seconds: total % secondsInMinute,
  };
}

/** What of the end to show at `now`: nothing, the date, or the date and a countdown. */
export function offerDeadline(endsAt: string, now: number): "none" | "date" | "countdown" {
  const left = differenceInSeconds(endsAt, now);
  if (left <= COUNTDOWN_DAYS * secondsInDay) return "countdown";
  if (left <= DEADLINE_DAYS * secondsInDay) return "date";
  return "none";
}
