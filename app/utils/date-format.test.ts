import { describe, expect, test } from "vitest";

import {
  formatCalendarDay,
  formatShopDate,
  formatShopDateTime,
  writeDate,
  type DateStyle,
} from "#app/utils/date-format.ts";
import { LOCALES } from "#bff/locales.js";
import { SHOP_TIME_ZONE } from "#bff/rules/shop-time-zone.ts";

/** What each style is to read as: Intl's options for it. */
const INTL_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  dayMonth: { day: "numeric", month: "numeric" },
  numeric: { day: "numeric", month: "numeric", year: "numeric" },
  medium: { dateStyle: "medium" },
  weekday: { weekday: "long", day: "numeric", month: "numeric" },
  long: { day: "numeric", month: "long", year: "numeric" },
};

const STYLES = Object.keys(INTL_STYLES) as Array<DateStyle>;

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

describe("dates read as the shopper's language writes them", () => {
  test("a calendar day in each style and language", () => {
    expect(formatCalendarDay("cs", "2026-11-26", "weekday")).toBe("čtvrtek 26. 11.");
    expect(formatCalendarDay("sk", "2026-11-26", "weekday")).toBe("štvrtok 26. 11.");
    expect(formatCalendarDay("de", "2026-11-26", "weekday")).toBe("Donnerstag, 26.11.");
    expect(formatCalendarDay("cs", "2026-12-04", "numeric")).toBe("4. 12. 2026");
    expect(formatCalendarDay("de", "2026-12-04", "numeric")).toBe("4.12.2026");
    expect(formatCalendarDay("de", "2026-12-04", "medium")).toBe("04.12.2026");
    expect(formatCalendarDay("cs", "2026-05-20", "dayMonth")).toBe("20. 5.");
    expect(formatCalendarDay("cs", "2025-02-11", "long")).toBe("11. února 2025");
    expect(formatCalendarDay("sk", "2025-02-11", "long")).toBe("11. februára 2025");
    expect(formatCalendarDay("de", "2025-03-11", "long")).toBe("11. März 2025");
  });

  test("a moment takes the shop's day: just before midnight in Prague is still that day", () => {
    expect(formatShopDate("cs", "2026-07-09T21:59:00Z", "numeric")).toBe("9. 7. 2026");
    expect(formatShopDate("cs", "2026-07-09T22:00:00Z", "numeric")).toBe("10. 7. 2026");
    expect(formatShopDate("cs", "2026-01-09T22:59:00Z", "numeric")).toBe("9. 1. 2026");
    expect(formatShopDate("cs", "2026-01-09T23:00:00Z", "numeric")).toBe("10. 1. 2026");
  });

  test("a moment with its time, as Intl's medium date and short time", () => {
    expect(formatShopDateTime("cs", "2026-12-04T13:05:00Z")).toBe("4. 12. 2026 14:05");
    expect(formatShopDateTime("sk", "2026-12-04T13:05:00Z")).toBe("4. 12. 2026, 14:05");
    expect(formatShopDateTime("de", "2026-12-04T13:05:00Z")).toBe("04.12.2026, 14:05");
    expect(formatShopDateTime("cs", "2026-07-09T22:30:00Z")).toBe("10. 7. 2026 0:30");
    expect(formatShopDateTime("de", "2026-07-09T22:30:00Z")).toBe("10.07.2026, 00:30");
  });

  test("an unknown language writes Czech; a moment that is no time is refused, as by Intl", () => {
    expect(formatCalendarDay("en", "2026-11-26", "weekday")).toBe("čtvrtek 26. 11.");
    expect(() => formatShopDate("cs", "soon", "numeric")).toThrow(RangeError);
    expect(() => formatCalendarDay("cs", "2026-13", "numeric")).toThrow(RangeError);
  });

  test.each(LOCALES)("%s: every day of three years in every style, as Intl writes it", (locale) => {
    const formats = STYLES.map(
      (style) =>
        [
          style,
          new Intl.DateTimeFormat(locale, { ...INTL_STYLES[style], timeZone: "UTC" }),
        ] as const,
    );
    for (let time = Date.UTC(2025, 0, 1); time < Date.UTC(2028, 0, 1); time += 86_400_000) {
      const date = new Date(time);
      for (const [style, format] of formats) {
        expect(formatCalendarDay(locale, isoDay(date), style)).toBe(format.format(date));
      }
    }
  });

  test.each(LOCALES)(
    "%s: moments through two years, as Intl writes them in the shop's zone",
    (locale) => {
      const dateFormat = new Intl.DateTimeFormat(locale, {
        dateStyle: "medium",
        timeZone: SHOP_TIME_ZONE,
      });
      const withTime = new Intl.DateTimeFormat(locale, {
        dateStyle: "medium",
        timeStyle: "short",
        timeZone: SHOP_TIME_ZONE,
      });
      // Every 97 minutes: each hour of the day and each minute's tens come round.
      for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2028, 0, 1); time += 97 * 60_000) {
        const moment = new Date(time);
        expect(formatShopDate(locale, moment, "medium")).toBe(dateFormat.format(moment));
        expect(formatShopDateTime(locale, moment)).toBe(withTime.format(moment));
      }
    },
  );

  test("writeDate takes the parts as they are", () => {
    expect(writeDate("sk", { year: 2026, month: 12, day: 6, weekday: 0 }, "weekday")).toBe(
      "nedeľa 6. 12.",
    );
  });
});
