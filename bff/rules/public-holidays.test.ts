import { describe, expect, it } from "vitest";

import { easterSunday, isPublicHoliday, publicHolidays } from "./public-holidays.ts";

describe("Easter Sunday", () => {
  it.each([
    [2024, "2024-03-31"],
    [2025, "2025-04-20"],
    [2026, "2026-04-05"],
    [2027, "2027-03-28"],
    [2019, "2019-04-21"],
    [2038, "2038-04-25"],
    [2285, "2285-03-22"],
  ])("falls in %i on %s", (year, sunday) => {
    expect(easterSunday(year)).toBe(sunday);
  });
});

describe("Czech public holidays", () => {
  it("are the spec's list read as day.month, with 8 May and the Easter days added", () => {
    expect([...publicHolidays("cz", 2026)].sort()).toEqual([
      "2026-01-01",
      "2026-04-03",
      "2026-04-06",
      "2026-05-01",
      "2026-05-08",
      "2026-07-05",
      "2026-07-06",
      "2026-09-28",
      "2026-10-28",
      "2026-11-17",
      "2026-12-24",
      "2026-12-25",
      "2026-12-26",
    ]);
  });

  it("read 7.5 and 7.6 as 5 and 6 July, not 7 May and 7 June", () => {
    const days = publicHolidays("cz", 2025);
    expect(days.has("2025-07-05")).toBe(true);
    expect(days.has("2025-07-06")).toBe(true);
    expect(days.has("2025-05-07")).toBe(false);
    expect(days.has("2025-06-07")).toBe(false);
    expect(days.has("2025-05-08")).toBe(true);
  });

  it("move Good Friday and Easter Monday across a month end with Easter", () => {
    // Easter on 1 April 2018 and on 22 March 2285, the earliest it can fall.
    expect(publicHolidays("cz", 2018).has("2018-03-30")).toBe(true);
    expect(publicHolidays("cz", 2018).has("2018-04-02")).toBe(true);
    expect(publicHolidays("cz", 2285).has("2285-03-20")).toBe(true);
    expect(publicHolidays("cz", 2285).has("2285-03-23")).toBe(true);
    // Easter on 25 April 2038, the latest it can fall.
    expect(publicHolidays("cz", 2038).has("2038-04-23")).toBe(true);
    expect(publicHolidays("cz", 2038).has("2038-04-26")).toBe(true);
  });

  it("do not depend on the machine's time zone", () => {
    const tz = process.env.TZ;
    try {
      for (const zone of ["Pacific/Kiritimati", "America/Los_Angeles", "Europe/Prague"]) {
        process.env.TZ = zone;
        expect(easterSunday(2027)).toBe("2027-03-28");
        expect([...publicHolidays("cz", 2027)].sort().slice(0, 3)).toEqual([
          "2027-01-01",
          "2027-03-26",
          "2027-03-29",
        ]);
      }
    } finally {
      if (tz === undefined) delete process.env.TZ;
      else process.env.TZ = tz;
    }
  });

  it("answer the same after a caller changes a calendar it was given", () => {
    publicHolidays("cz", 2030).delete("2030-12-24");
    expect(isPublicHoliday("cz", "2030-12-24")).toBe(true);
    expect(isPublicHoliday("cz", "2030-12-24")).toBe(true);
  });

  it("move Good Friday and Easter Monday with Easter", () => {
    for (const [year, friday, monday] of [
      [2024, "2024-03-29", "2024-04-01"],
      [2025, "2025-04-18", "2025-04-21"],
      [2027, "2027-03-26", "2027-03-29"],
    ] as const) {
      expect(publicHolidays("cz", year).has(friday)).toBe(true);
      expect(publicHolidays("cz", year).has(monday)).toBe(true);
      expect(publicHolidays("cz", year).has(easterSunday(year))).toBe(false);
    }
  });

  it("keep 8 May and 17 November in the years Slovakia works on them", () => {
    expect(isPublicHoliday("cz", "2026-05-08")).toBe(true);
    expect(isPublicHoliday("cz", "2026-11-17")).toBe(true);
  });

  it("lack the Slovak-only days", () => {
    for (const day of ["2025-01-06", "2025-08-29", "2025-09-15", "2025-11-01"]) {
      expect(isPublicHoliday("cz", day)).toBe(false);
    }
  });
});

describe("Slovak public holidays", () => {
  it("hold the Slovak days off of 2025", () => {
    expect([...publicHolidays("sk", 2025)].sort()).toEqual([
      "2025-01-01",
      "2025-01-06",
      "2025-04-18",
      "2025-04-21",
      "2025-05-01",
      "2025-05-08",
      "2025-07-05",
      "2025-08-29",
      "2025-09-15",
      "2025-11-01",
      "2025-12-24",
      "2025-12-25",
      "2025-12-26",
    ]);
  });

  it("include the Slovak-only days", () => {
    for (const day of ["2025-01-06", "2025-08-29", "2025-09-15", "2025-11-01"]) {
      expect(isPublicHoliday("sk", day)).toBe(true);
    }
  });

  it("lack the Czech-only days", () => {
    for (const day of ["2026-07-06", "2026-09-28", "2026-10-28"]) {
      expect(isPublicHoliday("sk", day)).toBe(false);
    }
  });

  it("share Good Friday and Easter Monday", () => {
    expect(isPublicHoliday("sk", "2026-04-03")).toBe(true);
    expect(isPublicHoliday("sk", "2026-04-06")).toBe(true);
    expect(isPublicHoliday("sk", "2024-03-29")).toBe(true);
    expect(isPublicHoliday("sk", "2024-04-01")).toBe(true);
  });

  it("follow the consolidation laws: days that stopped being days off", () => {
    expect(isPublicHoliday("sk", "2023-09-01")).toBe(true);
    expect(isPublicHoliday("sk", "2024-09-01")).toBe(false);
    expect(isPublicHoliday("sk", "2024-11-17")).toBe(true);
    expect(isPublicHoliday("sk", "2025-11-17")).toBe(false);
    expect(isPublicHoliday("sk", "2026-05-08")).toBe(false);
    expect(isPublicHoliday("sk", "2026-09-15")).toBe(false);
    expect(isPublicHoliday("sk", "2027-05-08")).toBe(true);
    expect(isPublicHoliday("sk", "2027-09-15")).toBe(true);
  });
});
