import { describe, expect, it } from "vitest";

import cs from "#locales/cs/common.json";

import { RETURN_WINDOW_DAYS, returnWindow, shopDay } from "./return-window.ts";

describe("return window", () => {
  it("is the spec's 30 days", () => {
    expect(RETURN_WINDOW_DAYS).toBe(30);
  });

  it("counts from the day after delivery: the 30th day is the last", () => {
    expect(returnWindow("2026-11-01", "2026-11-01")).toEqual({ open: true, lastDay: "2026-12-01" });
    expect(returnWindow("2026-11-01", "2026-12-01")).toEqual({ open: true, lastDay: "2026-12-01" });
    expect(returnWindow("2026-11-01", "2026-12-02")).toEqual({
      open: false,
      lastDay: "2026-12-01",
    });
  });

  it("crosses month and year ends and leap days", () => {
    expect(returnWindow("2026-12-15", "2027-01-14")).toMatchObject({ open: true });
    expect(returnWindow("2028-02-10", "2028-03-11")).toEqual({ open: true, lastDay: "2028-03-11" });
  });

  it("has no window for goods not delivered yet", () => {
    expect(returnWindow(null, "2026-11-01")).toEqual({ open: false, lastDay: null });
  });

  it("takes today in the shop's time zone", () => {
    // 23:30 UTC on 30 November is already 1 December in Prague and Paris.
    expect(shopDay(new Date("2026-11-30T23:30:00Z"))).toBe("2026-12-01");
  });

  it("refuses in the spec's words", () => {
    expect(cs.claims.errors.windowClosed).toBe(
      "Lhůta 30 dní pro vrácení zboží u této objednávky už uplynula.",
    );
  });
});
