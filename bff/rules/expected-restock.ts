import { TZDate } from "@date-fns/tz";
import { formatISO } from "date-fns";

import { SHOP_TIME_ZONE } from "./shop-time-zone.ts";

/** One expected delivery of a product (the CMS's `content.date_of_storage`). */
export type StorageDate = { date: string; amount: number };

const CALENDAR_DAY = /^(\d{4}-\d{2}-\d{2})(?:$|T)/;

/**
 * The day a sold-out product is expected back (`YYYY-MM-DD`): the nearest delivery from
 * today on, in the shop's time zone, that brings any pieces. Past deliveries (which did not
 * come, or the product would not be sold out), empty ones and dates that are no calendar day
 * say nothing; null when none is left.
 */
export function expectedRestock(dates: ReadonlyArray<StorageDate>, now: Date): string | null {
  const today = formatISO(new TZDate(now, SHOP_TIME_ZONE), { representation: "date" });
  const days = dates.flatMap(({ date, amount }) => {
    const day = CALENDAR_DAY.exec(date)?.[1];
    return day && amount > 0 && day >= today ? [day] : [];
  });
  return days.sort()[0] ?? null;
}
