import { describe, expect, test } from "vitest";

import { hoursLabel } from "./opening-hours-label.ts";
import {
  addCalendarDays,
  currentClosure,
  firstOpenDay,
  hoursOn,
  hoursToday,
  isOpenNow,
  shopClock,
  weekAhead,
  type OpeningSchedule,
} from "./opening-hours.ts";

const WEEKDAYS = [1, 2, 3, 4, 5].map((day) => ({ day, from: "09:00", to: "19:00" }));

function schedule(fields: Partial<OpeningSchedule> = {}): OpeningSchedule {
  return {
    week: [
      ...WEEKDAYS,
      { day: 6, from: "09:00", to: "12:00" },
      { day: 7, from: "10:00", to: "16:00" },
    ],
    exceptions: [],
    closedFrom: null,
    closedTo: null,
    country: "cz",
    ...fields,
  };
}

describe("the shop's clock", () => {
  test("counts in Europe/Paris, whatever the server's zone", () => {
    // 23:30 UTC on 31 December is already the new year in Prague and Paris.
    expect(shopClock(new Date("2025-12-31T23:30:00Z"))).toEqual({
      date: "2026-01-01",
      time: "00:30",
    });
  });

  test("adds whole calendar days across the change to summer time", () => {
    expect(addCalendarDays("2026-03-28", 1)).toBe("2026-03-29");
    expect(addCalendarDays("2026-03-29", 1)).toBe("2026-03-30");
    expect(addCalendarDays("2026-12-31", 1)).toBe("2027-01-01");
  });
});

describe("open now", () => {
  // Wednesday 14 January 2026, winter time (UTC+1).
  test.each([
    ["2026-01-14T07:59:00Z", false, "08:59, before opening"],
    ["2026-01-14T08:00:00Z", true, "09:00, the opening minute"],
    ["2026-01-14T17:59:00Z", true, "18:59, the last minute"],
    ["2026-01-14T18:00:00Z", false, "19:00, the closing minute"],
    ["2026-01-14T22:00:00Z", false, "23:00, night"],
  ])("%s is %s (%s)", (at, open) => {
    expect(isOpenNow(schedule(), new Date(at))).toBe(open);
  });

  test("a day without hours is closed all day", () => {
    const week = WEEKDAYS;
    expect(isOpenNow(schedule({ week }), new Date("2026-01-17T10:00:00Z"))).toBe(false);
    expect(hoursOn(schedule({ week }), "2026-01-17")).toMatchObject({ from: null, to: null });
  });

  test("nonsense hours close the day instead of opening it all day", () => {
    const week = [{ day: 3, from: "19:00", to: "09:00" }];
    expect(isOpenNow(schedule({ week }), new Date("2026-01-14T12:00:00Z"))).toBe(false);
  });
});

describe("days the clocks change (Sunday hours 10:00–16:00)", () => {
  test("29 March 2026: summer time starts at 02:00, so 08:00 UTC is 10:00", () => {
    expect(shopClock(new Date("2026-03-29T08:00:00Z")).time).toBe("10:00");
    expect(isOpenNow(schedule(), new Date("2026-03-29T07:59:00Z"))).toBe(false);
    expect(isOpenNow(schedule(), new Date("2026-03-29T08:00:00Z"))).toBe(true);
    expect(isOpenNow(schedule(), new Date("2026-03-29T13:59:00Z"))).toBe(true);
    expect(isOpenNow(schedule(), new Date("2026-03-29T14:00:00Z"))).toBe(false);
  });

  test("25 October 2026: winter time is back at 03:00, so 09:00 UTC is 10:00", () => {
    expect(shopClock(new Date("2026-10-25T09:00:00Z")).time).toBe("10:00");
    expect(isOpenNow(schedule(), new Date("2026-10-25T08:59:00Z"))).toBe(false);
    expect(isOpenNow(schedule(), new Date("2026-10-25T09:00:00Z"))).toBe(true);
    expect(isOpenNow(schedule(), new Date("2026-10-25T14:59:00Z"))).toBe(true);
    expect(isOpenNow(schedule(), new Date("2026-10-25T15:00:00Z"))).toBe(false);
  });

  test("the week around a change has seven days, each on its weekday", () => {
    const week = weekAhead(schedule(), new Date("2026-03-27T23:30:00Z"));
    expect(week.map((day) => [day.date, day.day])).toEqual([
      ["2026-03-28", 6],
      ["2026-03-29", 7],
      ["2026-03-30", 1],
      ["2026-03-31", 2],
      ["2026-04-01", 3],
      ["2026-04-02", 4],
      ["2026-04-03", 5],
    ]);
  });
});

describe("exceptions and holidays", () => {
  const christmas = schedule({
    exceptions: [
      { date: "2026-12-24", from: "09:00", to: "12:00", note: "Štědrý den" },
      { date: "2026-12-25", from: null, to: null, note: "Svátek" },
    ],
  });

  test("an exception's hours replace the week's, and a closed one closes the day", () => {
    expect(hoursOn(christmas, "2026-12-24")).toEqual({
      date: "2026-12-24",
      day: 4,
      from: "09:00",
      to: "12:00",
      source: "exception",
      note: "Štědrý den",
      holiday: true,
    });
    expect(isOpenNow(christmas, new Date("2026-12-24T11:30:00Z"))).toBe(false);
    expect(isOpenNow(christmas, new Date("2026-12-24T10:30:00Z"))).toBe(true);
    expect(isOpenNow(christmas, new Date("2026-12-25T10:30:00Z"))).toBe(false);
  });

  test("a public holiday without an exception keeps the week's hours and is marked", () => {
    // 28 October 2026 is a Wednesday and a Czech holiday; no exception was entered.
    expect(hoursOn(schedule(), "2026-10-28")).toMatchObject({
      from: "09:00",
      to: "19:00",
      source: "week",
      holiday: true,
    });
    expect(hoursOn(schedule(), "2026-10-29").holiday).toBe(false);
  });

  test("a Slovak shop marks Slovak holidays", () => {
    // 29 August: the Slovak National Uprising, a workday in Czechia.
    expect(hoursOn(schedule({ country: "sk" }), "2026-08-29").holiday).toBe(true);
    expect(hoursOn(schedule(), "2026-08-29").holiday).toBe(false);
  });

  test("the week ahead starts today and shows the exceptions", () => {
    const week = weekAhead(christmas, new Date("2026-12-23T10:00:00Z"));
    expect(week).toHaveLength(7);
    expect(week.map((day) => hoursLabel(day))).toEqual([
      "9:00–19:00",
      "9:00–12:00",
      null,
      "9:00–12:00",
      "10:00–16:00",
      "9:00–19:00",
      "9:00–19:00",
    ]);
  });
});

describe("temporary closure", () => {
  const closed = schedule({ closedFrom: "2026-05-11", closedTo: "2026-05-24" });

  test("closes both end days and everything between, over any exception", () => {
    const withException = {
      ...closed,
      exceptions: [{ date: "2026-05-15", from: "09:00", to: "12:00", note: null }],
    };
    expect(hoursOn(withException, "2026-05-10").source).toBe("week");
    expect(hoursOn(withException, "2026-05-11")).toMatchObject({ source: "closure", from: null });
    expect(hoursOn(withException, "2026-05-15").source).toBe("closure");
    expect(hoursOn(withException, "2026-05-24").source).toBe("closure");
    expect(hoursOn(withException, "2026-05-25").source).toBe("week");
  });

  test("is shown while it lasts and before it starts, not after", () => {
    expect(currentClosure(closed, new Date("2026-05-01T10:00:00Z"))).toEqual({
      from: "2026-05-11",
      to: "2026-05-24",
      now: false,
    });
    expect(currentClosure(closed, new Date("2026-05-24T21:00:00Z"))).toMatchObject({ now: true });
    // 22:00 UTC on the last day is already the next day in Paris.
    expect(currentClosure(closed, new Date("2026-05-24T22:00:00Z"))).toBeNull();
    expect(currentClosure(schedule(), new Date("2026-05-01T10:00:00Z"))).toBeNull();
  });

  test("a closure without a last day lasts", () => {
    const open = schedule({ closedFrom: "2026-05-11", closedTo: null });
    expect(hoursToday(open, new Date("2027-01-04T10:00:00Z")).source).toBe("closure");
    expect(isOpenNow(open, new Date("2027-01-04T10:00:00Z"))).toBe(false);
  });
});

describe("labels", () => {
  test("drop a leading zero of the hour and join with an en dash", () => {
    expect(hoursLabel({ from: "09:00", to: "19:30" })).toBe("9:00–19:30");
    expect(hoursLabel({ from: "10:00", to: "20:00" })).toBe("10:00–20:00");
    expect(hoursLabel({ from: null, to: null })).toBeNull();
  });
});

describe("the first day an order can be picked up", () => {
  test("is the day itself when the shop opens then", () => {
    // Wednesday 13 May 2026.
    expect(firstOpenDay(schedule(), "2026-05-13")).toBe("2026-05-13");
  });

  test("moves past a temporary closure to the first open day after it", () => {
    const closed = schedule({ closedFrom: "2026-05-10", closedTo: "2026-05-20" });
    expect(firstOpenDay(closed, "2026-05-13")).toBe("2026-05-21");
  });

  test("moves past a weekly day off and a closed exception", () => {
    const weekdaysOnly = schedule({
      week: WEEKDAYS,
      exceptions: [{ date: "2026-05-18", from: null, to: null, note: "Inventura" }],
    });
    // Saturday 16 May: closed at weekends, closed on Monday 18 for the stock-take.
    expect(firstOpenDay(weekdaysOnly, "2026-05-16")).toBe("2026-05-19");
  });

  test("is not known during a closure without an end", () => {
    expect(
      firstOpenDay(schedule({ closedFrom: "2026-05-10", closedTo: null }), "2026-05-13"),
    ).toBeNull();
  });
});
