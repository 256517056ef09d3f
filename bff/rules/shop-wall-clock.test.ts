import { expect, test } from "vitest";

import { SHOP_TIME_ZONE } from "./shop-time-zone.ts";
import { shopWallClock } from "./shop-wall-clock.ts";

const HOUR = 3_600_000;

/** Intl's reading of the moment in the shop's zone, in the same shape. */
function intlClock(format: Intl.DateTimeFormat, moment: Date) {
  const parts = Object.fromEntries(
    format.formatToParts(moment).map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(parts.weekday ?? ""),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
  };
}

test("the clocks change at 01:00 UTC on the last Sundays of March and October", () => {
  expect(shopWallClock(new Date("2026-03-29T00:59:00Z")).hour).toBe(1);
  expect(shopWallClock(new Date("2026-03-29T01:00:00Z")).hour).toBe(3);
  expect(shopWallClock(new Date("2026-10-25T00:59:00Z")).hour).toBe(2);
  expect(shopWallClock(new Date("2026-10-25T01:00:00Z")).hour).toBe(2);
  expect(shopWallClock(new Date("2026-12-31T23:30:00Z"))).toEqual({
    year: 2027,
    month: 1,
    day: 1,
    weekday: 5,
    hour: 0,
    minute: 30,
  });
});

test("from 1996 to 2040, around each change and between, it reads as Intl does in the shop's zone", () => {
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone: SHOP_TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    weekday: "short",
    hour: "numeric",
    minute: "numeric",
  });
  const expectAsIntl = (time: number) => {
    const moment = new Date(time);
    expect(shopWallClock(moment)).toEqual(intlClock(format, moment));
  };
  for (let year = 1996; year <= 2040; year += 1) {
    for (const monthIndex of [2, 9]) {
      // Every quarter of an hour through the last weekend of the month.
      const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
      const sunday = lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR;
      for (let time = sunday - 24 * HOUR; time < sunday + 24 * HOUR; time += HOUR / 4) {
        expectAsIntl(time);
      }
    }
  }
  for (let time = Date.UTC(1996, 0, 1); time < Date.UTC(2041, 0, 1); time += 11 * HOUR + 60_000) {
    expectAsIntl(time);
  }
});
