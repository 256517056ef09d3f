import { describe, expect, it } from "vitest";

import { runningOfferEnd } from "./offer-window.ts";

const now = new Date("2026-11-22T12:00:00Z");
const end = (from: string | null | undefined, until: string | null | undefined) =>
  runningOfferEnd({ offer_datetime_from: from, offer_datetime: until }, now)?.toISOString() ?? null;

describe("limited offer window", () => {
  it("runs until its end, which must lie ahead", () => {
    expect(end(null, "2026-11-30T23:00:00Z")).toBe("2026-11-30T23:00:00.000Z");
    expect(end(null, "2026-11-22T12:00:00.001Z")).toBe("2026-11-22T12:00:00.001Z");
    expect(end(null, "2026-11-22T12:00:00Z")).toBeNull();
    expect(end(null, "2026-11-01T00:00:00Z")).toBeNull();
  });

  it("needs a readable end", () => {
    expect(end("2026-11-01T00:00:00Z", null)).toBeNull();
    expect(end("2026-11-01T00:00:00Z", undefined)).toBeNull();
    expect(end("2026-11-01T00:00:00Z", "soon")).toBeNull();
  });

  it("runs from its start, the start itself included", () => {
    expect(end("2026-11-22T12:00:00Z", "2026-12-01T00:00:00Z")).toBe("2026-12-01T00:00:00.000Z");
    expect(end("2026-11-22T12:00:00.001Z", "2026-12-01T00:00:00Z")).toBeNull();
  });

  it("counts a missing or unreadable start as none", () => {
    expect(end(undefined, "2026-12-01T00:00:00Z")).toBe("2026-12-01T00:00:00.000Z");
    expect(end("", "2026-12-01T00:00:00Z")).toBe("2026-12-01T00:00:00.000Z");
    expect(end("tomorrow", "2026-12-01T00:00:00Z")).toBe("2026-12-01T00:00:00.000Z");
  });

  it("reads the CMS's offsets, across a summer time change", () => {
    // Ends 02:30 CET on 25 October 2026, after the clocks went back: 01:30 UTC.
    const autumn = new Date("2026-10-25T01:00:00Z");
    const running = runningOfferEnd({ offer_datetime: "2026-10-25T02:30:00+01:00" }, autumn);
    expect(running?.toISOString()).toBe("2026-10-25T01:30:00.000Z");
  });
});
