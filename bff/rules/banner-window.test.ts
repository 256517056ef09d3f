import { describe, expect, it } from "vitest";

import { isBannerShown } from "./banner-window.ts";

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
});
