/** A moment as a clock on the wall reads it: month 1-12, weekday 0 (Sunday) to 6. */
export type WallClock = {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
};

const HOUR = 3_600_000;

/** The last Sunday of a month (0-11) at 01:00 UTC, when the EU changes its clocks. */
function clockChange(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR;
}

/**
 * A moment by the shop's clock (`SHOP_TIME_ZONE`, Central European Time): UTC+2 from the
 * last Sunday of March to the last Sunday of October, both at 01:00 UTC, UTC+1 otherwise,
 * the EU's rule since 1996. Worked out rather than asked of Intl, whose time-zone data
 * costs the browser some 40 ms on a page's first date (decision 085); the unit test holds
 * it to Intl's `Europe/Paris` hour by hour.
 */
export function shopWallClock(moment: Date): WallClock {
  const time = moment.getTime();
  const year = moment.getUTCFullYear();
  const summer = time >= clockChange(year, 2) && time < clockChange(year, 9);
  const local = new Date(time + (summer ? 2 : 1) * HOUR);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}
