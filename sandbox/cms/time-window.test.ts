import { describe, expect, it } from "vitest";

import { isForGroups, isWithinTimeWindow } from "./time-window.ts";

const NOW = new Date("2030-06-15T12:00:00Z");
const window = (start: string | null, end: string | null, limited = true) => ({
  time_limited: limited,
  time_limit_start: start,
  time_limit_end: end,
});

describe("banner time window", () => {
  it("keeps banners that are not time limited", () => {
    expect(isWithinTimeWindow(window(null, null, false), NOW)).toBe(true);
  });

  it.each([
    ["current", "2030-01-01T00:00:00Z", "2031-01-01T00:00:00Z", true],
    ["expired", "2029-01-01T00:00:00Z", "2030-01-01T00:00:00Z", false],
    ["future", "2031-01-01T00:00:00Z", "2032-01-01T00:00:00Z", false],
    ["starting exactly now", "2030-06-15T12:00:00Z", "2031-01-01T00:00:00Z", false],
    ["ending exactly now", "2030-01-01T00:00:00Z", "2030-06-15T12:00:00Z", false],
    ["without a start", null, "2031-01-01T00:00:00Z", false],
    ["without an end", "2030-01-01T00:00:00Z", null, false],
    ["with an unreadable date", "soon", "2031-01-01T00:00:00Z", false],
  ])("a time-limited banner %s is shown: %s", (_name, start, end, shown) => {
    expect(isWithinTimeWindow(window(start, end), NOW)).toBe(shown);
  });

  it("shows group banners only to their group", () => {
    expect(isForGroups(null, [])).toBe(true);
    expect(isForGroups("b2b", [])).toBe(false);
    expect(isForGroups("b2b", ["vip", "b2b"])).toBe(true);
  });
});
