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

  it("reads only real calendar days", () => {
    expect(parseBirthDate("1990-02-30")).toBeNull();
    expect(parseBirthDate("30.1.1990")).toBeNull();
    expect(ageOn("nonsense", parisNoon("2025-01-15"))).toBeNull();
    expect(isAdult("", parisNoon("2025-01-15"))).toBe(false);
  });
});
