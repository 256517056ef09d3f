import { describe, expect, it } from "vitest";

import { isBannerShown, readInstant } from "./banner-window.ts";

const now = new Date("2026-11-22T12:00:00Z");
const banner = { reference: "/vibratory", time_limited: false };

describe("catalogue and wide banner window", () => {
  it("needs a reference", () => {
    expect(isBannerShown({ ...banner, reference: null }, now)).toBe(false);
    expect(isBannerShown(banner, now)).toBe(true);
  });

  it("shows a time-limited banner only strictly inside its window", () => {
    const limited = { ...banner, time_limited: true };
    const window = (start: string | null, end: string | null) =>
      isBannerShown({ ...limited, time_limit_start: start, time_limit_end: end }, now);
    expect(window("2026-11-01T00:00:00Z", "2026-12-01T00:00:00Z")).toBe(true);
    expect(window("2026-12-01T00:00:00Z", "2026-12-31T00:00:00Z")).toBe(false);
    expect(window("2026-10-01T00:00:00Z", "2026-11-01T00:00:00Z")).toBe(false);
    expect(window("2026-11-22T12:00:00Z", "2026-12-01T00:00:00Z")).toBe(false);
    expect(window("2026-11-01T00:00:00Z", "2026-11-22T12:00:00Z")).toBe(false);
    expect(window("2026-11-01T00:00:00Z", null)).toBe(false);
    expect(window(null, "2026-12-01T00:00:00Z")).toBe(false);
  });

  it("never shows a window whose end comes before its start", () => {
    const limited = { ...banner, time_limited: true };
    expect(
      isBannerShown(
        {
          ...limited,
          time_limit_start: "2026-12-01T00:00:00Z",
          time_limit_end: "2026-11-01T00:00:00Z",
        },
        now,
      ),
    ).toBe(false);
  });

  it("counts an unreadable end as not set", () => {
    const limited = { ...banner, time_limited: true, time_limit_start: "2026-11-01T00:00:00Z" };
    expect(isBannerShown({ ...limited, time_limit_end: "next week" }, now)).toBe(false);
  });
});

describe("an instant from the CMS", () => {
  it("reads what Date reads: a date alone as UTC midnight, other zones by their offset", () => {
    expect(readInstant("2026-11-22")?.toISOString()).toBe("2026-11-22T00:00:00.000Z");
    expect(readInstant("2026-11-22T01:00:00+02:00")?.toISOString()).toBe(
      "2026-11-21T23:00:00.000Z",
    );
  });

  it("is null when missing or unreadable", () => {
    expect(readInstant(null)).toBeNull();
    expect(readInstant(undefined)).toBeNull();
    expect(readInstant("")).toBeNull();
    expect(readInstant("soon")).toBeNull();
  });
});
