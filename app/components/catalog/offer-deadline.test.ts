import { describe, expect, it } from "vitest";

import { offerDeadline, timeLeft } from "#app/components/catalog/offer-deadline.ts";

const at = (instant: string) => Date.parse(instant);

describe("limited offer countdown", () => {
  it("splits the time left into days, hours, minutes and seconds", () => {
    expect(timeLeft("2026-11-24T15:04:05Z", at("2026-11-22T12:00:00Z"))).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
  });

  it("counts whole seconds, dropping a part of one", () => {
    expect(timeLeft("2026-11-22T12:00:01Z", at("2026-11-22T12:00:00.001Z"))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
    expect(timeLeft("2026-11-22T12:01:00Z", at("2026-11-22T12:00:00.999Z")).seconds).toBe(59);
  });

  it("counts days of 24 hours past a month's end and across a summer time change", () => {
    expect(timeLeft("2026-12-01T00:00:00Z", at("2026-10-01T00:00:00Z")).days).toBe(61);
    // 25 October 2026 lasts 25 hours in Paris: a day and an hour of a countdown.
    expect(timeLeft("2026-10-25T23:00:00Z", at("2026-10-24T22:00:00Z"))).toEqual({
      days: 1,
      hours: 1,
      minutes: 0,
      seconds: 0,
    });
  });

  it("never goes below zero once the offer has ended", () => {
    expect(timeLeft("2026-11-22T12:00:00Z", at("2026-11-22T12:00:00.500Z"))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
    expect(timeLeft("2026-11-01T00:00:00Z", at("2026-11-22T12:00:00Z")).days).toBe(0);
  });
});

describe("offerDeadline", () => {
  const now = at("2026-11-22T12:00:00Z");
  it("a countdown in the last 3 days, the date in the last 30, nothing further off", () => {
    expect(offerDeadline("2026-11-25T12:00:00Z", now)).toBe("countdown");
    expect(offerDeadline("2026-11-25T12:00:01Z", now)).toBe("date");
    expect(offerDeadline("2026-12-22T12:00:00Z", now)).toBe("date");
    expect(offerDeadline("2026-12-22T12:00:01Z", now)).toBe("none");
    expect(offerDeadline("2100-01-01T00:00:00Z", now)).toBe("none");
  });
});
