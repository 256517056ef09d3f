import { describe, expect, it } from "vitest";

import { ageOn, isAdult, parseBirthDate } from "./adult-age.ts";

/** Noon in Paris on a given day (UTC+1 in winter). */
const parisNoon = (day: string) => new Date(`${day}T11:00:00Z`);

describe("age from the date of birth", () => {
  it("refuses a buyer of 17 years and 364 days", () => {
    expect(ageOn("2007-01-16", parisNoon("2025-01-15"))).toBe(17);
    expect(isAdult("2007-01-16", parisNoon("2025-01-15"))).toBe(false);
  });

  it("accepts a buyer on the 18th birthday", () => {
    expect(ageOn("2007-01-15", parisNoon("2025-01-15"))).toBe(18);
    expect(isAdult("2007-01-15", parisNoon("2025-01-15"))).toBe(true);
  });

  it("counts the day in Paris, not in UTC", () => {
    // 23:30 UTC on 14 January is already 15 January in Paris.
    expect(isAdult("2007-01-15", new Date("2025-01-14T23:30:00Z"))).toBe(true);
    // 22:30 UTC on 14 January is still 14 January in Paris.
    expect(isAdult("2007-01-15", new Date("2025-01-14T22:30:00Z"))).toBe(false);
  });

  it("brings a leap-day birthday of age on 1 March", () => {
    expect(isAdult("2004-02-29", parisNoon("2022-02-28"))).toBe(false);
    expect(isAdult("2004-02-29", parisNoon("2022-03-01"))).toBe(true);
  });

  it("counts a leap-day birthday on 29 February in a leap year", () => {
    expect(ageOn("2004-02-29", parisNoon("2024-02-28"))).toBe(19);
    expect(ageOn("2004-02-29", parisNoon("2024-02-29"))).toBe(20);
    expect(isAdult("2006-02-28", parisNoon("2024-02-28"))).toBe(true);
    expect(isAdult("2006-03-01", parisNoon("2024-02-29"))).toBe(false);
  });

  it("turns a birthday at a month end on that day only", () => {
    expect(isAdult("2007-01-31", parisNoon("2025-01-30"))).toBe(false);
    expect(isAdult("2007-01-31", parisNoon("2025-01-31"))).toBe(true);
    expect(isAdult("2006-12-31", parisNoon("2024-12-30"))).toBe(false);
    expect(isAdult("2006-12-31", parisNoon("2024-12-31"))).toBe(true);
  });

  it("turns the birthday at midnight in Paris, in summer time too", () => {
    expect(isAdult("2007-07-15", new Date("2025-07-14T21:59:59.999Z"))).toBe(false);
    expect(isAdult("2007-07-15", new Date("2025-07-14T22:00:00.000Z"))).toBe(true);
    expect(isAdult("2007-01-15", new Date("2025-01-14T22:59:59.999Z"))).toBe(false);
    expect(isAdult("2007-01-15", new Date("2025-01-14T23:00:00.000Z"))).toBe(true);
  });

  it("turns a birthday on the nights the clocks change", () => {
    // 29 March 2026 and 25 October 2026 begin at 23:00 and 22:00 UTC the evening before.
    expect(isAdult("2008-03-29", new Date("2026-03-28T22:59:59Z"))).toBe(false);
    expect(isAdult("2008-03-29", new Date("2026-03-28T23:00:00Z"))).toBe(true);
    expect(isAdult("2008-10-25", new Date("2026-10-24T21:59:59Z"))).toBe(false);
    expect(isAdult("2008-10-25", new Date("2026-10-24T22:00:00Z"))).toBe(true);
  });

  it("refuses a date of birth after today", () => {
    expect(isAdult("2030-06-01", parisNoon("2025-01-15"))).toBe(false);
  });

  it("does not depend on the machine's time zone", () => {
    const tz = process.env.TZ;
    try {
      // Kiritimati skipped 31 December 1994, which is still a day someone was born on.
      for (const zone of ["Pacific/Kiritimati", "America/Los_Angeles", "Europe/Prague"]) {
        process.env.TZ = zone;
        expect(parseBirthDate("1994-12-31")).toEqual({ year: 1994, month: 12, day: 31 });
        expect(isAdult("2007-01-15", new Date("2025-01-14T23:30:00Z"))).toBe(true);
        expect(isAdult("2007-01-15", new Date("2025-01-14T22:30:00Z"))).toBe(false);
      }
    } finally {
      if (tz === undefined) delete process.env.TZ;
      else process.env.TZ = tz;
    }
  });

  it("reads only real calendar days", () => {
    expect(parseBirthDate("1990-02-30")).toBeNull();
    expect(parseBirthDate("30.1.1990")).toBeNull();
    expect(parseBirthDate("2023-02-29")).toBeNull();
    expect(parseBirthDate("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseBirthDate("1990-13-01")).toBeNull();
    expect(parseBirthDate("1990-00-10")).toBeNull();
    expect(parseBirthDate("0050-01-01")).toBeNull();
    expect(ageOn("nonsense", parisNoon("2025-01-15"))).toBeNull();
    expect(isAdult("", parisNoon("2025-01-15"))).toBe(false);
  });
});
