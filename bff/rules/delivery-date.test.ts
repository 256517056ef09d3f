import { describe, expect, it } from "vitest";

import { deliveryDate, holidayCountry, type DeliveryDateInput } from "./delivery-date.ts";
import { isPublicHoliday } from "./public-holidays.ts";

const shipper = { nearestDeliveryDate: "2020-01-01", closesAt: "14:00" };

/** `now` is an ISO instant; Paris is UTC+1 in winter and UTC+2 in summer. */
const at = (now: string, input: Partial<Omit<DeliveryDateInput, "now">> = {}) =>
  deliveryDate({ now: new Date(now), delayDays: 0, shipper, country: "cz", ...input });

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

describe("delivery date", () => {
  it("keeps a working day ordered before closing time", () => {
    expect(at("2026-01-13T09:00:00Z")).toBe("2026-01-13");
  });

  it("moves a weekend to Monday", () => {
    expect(at("2026-01-10T09:00:00Z")).toBe("2026-01-12");
    expect(at("2026-01-11T09:00:00Z")).toBe("2026-01-12");
  });

  it("lands a Friday order past closing time on Monday", () => {
    expect(at("2026-01-09T14:00:00Z")).toBe("2026-01-12");
    expect(at("2026-01-09T12:00:00Z")).toBe("2026-01-09");
  });

  it("skips Good Friday, the Easter weekend and Easter Monday", () => {
    expect(at("2026-04-02T14:00:00Z")).toBe("2026-04-07");
    expect(at("2026-04-02T14:00:00Z", { country: "sk" })).toBe("2026-04-07");
  });

  it("skips the Christmas run of 24 to 26 December", () => {
    expect(at("2026-12-23T14:00:00Z")).toBe("2026-12-28");
    expect(at("2025-12-23T14:00:00Z")).toBe("2025-12-29");
    expect(at("2025-12-23T14:00:00Z", { country: "sk" })).toBe("2025-12-29");
  });

  it("skips New Year's Day", () => {
    expect(at("2026-12-31T14:00:00Z")).toBe("2027-01-04");
  });

  it("adds delay days as calendar days before the weekend and holiday shift", () => {
    expect(at("2026-06-01T08:00:00Z", { delayDays: 3 })).toBe("2026-06-04");
    expect(at("2026-06-01T08:00:00Z", { delayDays: 5 })).toBe("2026-06-08");
    expect(at("2026-06-01T08:00:00Z", { delayDays: 12 })).toBe("2026-06-15");
    expect(at("2026-06-01T14:00:00Z", { delayDays: 3 })).toBe("2026-06-05");
  });

  it("skips a holiday a delay ends on, in the country's own calendar", () => {
    expect(at("2026-10-26T09:00:00Z", { delayDays: 2 })).toBe("2026-10-29");
    expect(at("2026-10-26T09:00:00Z", { delayDays: 2, country: "sk" })).toBe("2026-10-28");
  });

  it("uses the Slovak calendar's own days off", () => {
    expect(at("2026-05-07T14:00:00Z")).toBe("2026-05-11");
    expect(at("2026-05-07T14:00:00Z", { country: "sk" })).toBe("2026-05-08");
    expect(at("2026-07-03T14:00:00Z")).toBe("2026-07-07");
    expect(at("2026-07-03T14:00:00Z", { country: "sk" })).toBe("2026-07-06");
    expect(at("2025-08-28T14:00:00Z")).toBe("2025-08-29");
    expect(at("2025-08-28T14:00:00Z", { country: "sk" })).toBe("2025-09-01");
  });

  it("is never earlier than the shipper's nearest delivery date", () => {
    const later = { ...shipper, nearestDeliveryDate: "2026-06-10" };
    expect(at("2026-06-01T08:00:00Z", { delayDays: 3, shipper: later })).toBe("2026-06-10");
    const earlier = { ...shipper, nearestDeliveryDate: "2026-06-02" };
    expect(at("2026-06-01T08:00:00Z", { delayDays: 3, shipper: earlier })).toBe("2026-06-04");
  });

  it("counts only a time strictly after closesAt as past it", () => {
    expect(at("2026-06-02T12:00:00.000Z")).toBe("2026-06-02");
    expect(at("2026-06-02T12:00:00.001Z")).toBe("2026-06-03");
    expect(at("2026-06-02T12:00:01Z")).toBe("2026-06-03");
    expect(at("2026-06-02T12:01:00Z")).toBe("2026-06-03");
    expect(at("2026-06-02T11:59:00Z")).toBe("2026-06-02");
  });

  it("reads closing times to the minute, around the clock", () => {
    const closes = (closesAt: string) => ({ ...shipper, closesAt });
    expect(at("2026-06-02T07:30:00Z", { shipper: closes("09:29") })).toBe("2026-06-03");
    expect(at("2026-06-02T07:30:00Z", { shipper: closes("09:30") })).toBe("2026-06-02");
    expect(at("2026-06-02T21:59:00Z", { shipper: closes("23:59") })).toBe("2026-06-02");
    expect(at("2026-06-01T22:30:00Z", { shipper: closes("00:00") })).toBe("2026-06-03");
  });

  it("takes today's date in Paris, not in UTC", () => {
    // 2 March 00:30 in Paris (a Monday) while UTC still has Sunday 1 March.
    expect(at("2026-03-01T23:30:00Z")).toBe("2026-03-02");
    expect(at("2026-03-01T23:30:00Z", { delayDays: 1 })).toBe("2026-03-03");
    // 1 July 00:30 in summer time while UTC still has 30 June.
    expect(at("2026-06-30T22:30:00Z")).toBe("2026-07-01");
    expect(at("2026-06-30T21:30:00Z")).toBe("2026-07-01");
  });

  it("does not depend on the machine's time zone", () => {
    const tz = process.env.TZ;
    try {
      for (const zone of ["Pacific/Kiritimati", "America/Los_Angeles", "UTC"]) {
        process.env.TZ = zone;
        expect(at("2026-03-01T23:30:00Z", { delayDays: 1 })).toBe("2026-03-03");
        expect(at("2026-04-02T14:00:00Z")).toBe("2026-04-07");
      }
    } finally {
      if (tz === undefined) delete process.env.TZ;
      else process.env.TZ = tz;
    }
  });

  it("reads the closing time in summer time from the spring change on", () => {
    // Friday 27 March 14:30 CET, then Monday 30 March 14:30 and 13:30 CEST.
    expect(at("2026-03-27T13:30:00Z")).toBe("2026-03-30");
    expect(at("2026-03-30T12:30:00Z")).toBe("2026-03-31");
    expect(at("2026-03-30T11:30:00Z")).toBe("2026-03-30");
  });

  it("reads the closing time in winter time from the autumn change on", () => {
    // Monday 26 October 13:30 CET would be 14:30 in summer time.
    expect(at("2026-10-26T12:30:00Z")).toBe("2026-10-26");
    expect(at("2026-10-26T13:30:00Z")).toBe("2026-10-27");
  });

  it("counts days across the changes without losing or gaining one", () => {
    // 02:30 on 25 October happens twice in Paris: in summer time, then in winter time.
    expect(at("2026-10-25T00:30:00Z", { delayDays: 1 })).toBe("2026-10-26");
    expect(at("2026-10-25T01:30:00Z", { delayDays: 1 })).toBe("2026-10-26");
    expect(at("2026-10-24T22:30:00Z", { delayDays: 2 })).toBe("2026-10-27");
    // Sunday 29 March 01:30 CET and 03:30 CEST.
    expect(at("2026-03-29T00:30:00Z", { delayDays: 1 })).toBe("2026-03-30");
    expect(at("2026-03-29T01:30:00Z", { delayDays: 1 })).toBe("2026-03-30");
    expect(at("2026-03-01T00:30:00Z", { delayDays: 30 })).toBe("2026-03-31");
    expect(at("2026-10-01T08:00:00Z", { delayDays: 30 })).toBe("2026-11-02");
  });

  it("reads a closing time on the wall clock on the nights the clocks change", () => {
    const closes = (closesAt: string) => ({ delayDays: 1, shipper: { ...shipper, closesAt } });
    // 29 March 2026 skips 02:00-03:00: 03:10 CEST is past 02:30, 01:50 CET is not.
    expect(at("2026-03-29T01:10:00Z", closes("02:30"))).toBe("2026-03-31");
    expect(at("2026-03-29T00:50:00Z", closes("02:30"))).toBe("2026-03-30");
    // 25 October 2026 has 02:00-03:00 twice: 02:40 CEST is past 02:30, the later 02:20 CET not.
    expect(at("2026-10-25T00:40:00Z", closes("02:30"))).toBe("2026-10-27");
    expect(at("2026-10-25T01:20:00Z", closes("02:30"))).toBe("2026-10-26");
  });

  it("starts the day at midnight in Paris, winter and summer", () => {
    const midnight = { shipper: { ...shipper, closesAt: "00:00" } };
    expect(at("2026-01-07T23:00:00.000Z", midnight)).toBe("2026-01-08");
    expect(at("2026-01-07T23:00:00.001Z", midnight)).toBe("2026-01-09");
    expect(at("2026-07-07T22:00:00.000Z", midnight)).toBe("2026-07-08");
    expect(at("2026-07-07T22:00:00.001Z", midnight)).toBe("2026-07-09");
    const lastMinute = { shipper: { ...shipper, closesAt: "23:59" } };
    expect(at("2026-01-07T22:59:00Z", lastMinute)).toBe("2026-01-07");
    expect(at("2026-07-07T21:59:00Z", lastMinute)).toBe("2026-07-07");
  });

  it("runs over month and year ends", () => {
    expect(at("2026-01-30T08:00:00Z", { delayDays: 1 })).toBe("2026-02-02");
    expect(at("2026-04-30T08:00:00Z", { delayDays: 1 })).toBe("2026-05-04");
    expect(at("2026-04-30T08:00:00Z", { delayDays: 1, country: "sk" })).toBe("2026-05-04");
    expect(at("2026-09-30T08:00:00Z", { delayDays: 31 })).toBe("2026-11-02");
    expect(at("2026-12-30T08:00:00Z", { delayDays: 2 })).toBe("2027-01-04");
  });

  it("counts 29 February in a leap year and goes from 28 February to March otherwise", () => {
    expect(at("2028-02-28T07:00:00Z", { delayDays: 1 })).toBe("2028-02-29");
    expect(at("2028-02-28T14:00:00Z", { delayDays: 1 })).toBe("2028-03-01");
    expect(at("2028-02-29T07:00:00Z")).toBe("2028-02-29");
    expect(at("2027-02-26T07:00:00Z", { delayDays: 1 })).toBe("2027-03-01");
    expect(at("2027-02-25T07:00:00Z", { delayDays: 3 })).toBe("2027-03-01");
  });

  it("treats unreadable store data cautiously", () => {
    expect(at("2026-06-02T08:00:00Z", { shipper: { ...shipper, closesAt: "2pm" } })).toBe(
      "2026-06-03",
    );
    const noFloor = { ...shipper, nearestDeliveryDate: "soon" };
    expect(at("2026-06-02T08:00:00Z", { shipper: noFloor })).toBe("2026-06-02");
    expect(at("2026-06-02T08:00:00Z", { delayDays: -3 })).toBe("2026-06-02");
    expect(at("2026-06-02T08:00:00Z", { delayDays: 0.5 })).toBe("2026-06-03");
    expect(at("2026-06-02T08:00:00Z", { delayDays: Number.NaN })).toBe("2026-06-02");
  });

  it("never gives a weekend, a holiday or a day before the floor, all through 2026", () => {
    for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2027, 0, 1); day += 86_400_000) {
      const today = new Date(day).toISOString().slice(0, 10);
      const floor = new Date(day + 3 * 86_400_000).toISOString().slice(0, 10);
      for (const country of ["cz", "sk"] as const) {
        for (const hour of ["06:00", "14:00", "14:01", "23:59"]) {
          const [h = 0, m = 0] = hour.split(":").map(Number);
          const utcHour = h - (isParisSummer(today) ? 2 : 1);
          const now = new Date(day + (utcHour * 60 + m) * 60_000).toISOString();
          for (const delayDays of [0, 2, 9]) {
            const result = at(now, { delayDays, country });
            expect(result >= today).toBe(true);
            expect([0, 6]).not.toContain(weekday(result));
            expect(isPublicHoliday(country, result)).toBe(false);
            const floored = at(now, {
              delayDays,
              country,
              shipper: { ...shipper, nearestDeliveryDate: floor },
            });
            expect(floored >= floor).toBe(true);
            expect(floored >= result).toBe(true);
          }
        }
      }
    }
  });
});

/** Paris keeps summer time in 2026 from 29 March to 24 October (the 25th is winter by 06:00). */
function isParisSummer(day: string): boolean {
  return day >= "2026-03-29" && day <= "2026-10-24";
}

describe("holiday calendar of a storefront", () => {
  it("is Slovak for sk and Czech for cs and de, which ship from the Czech warehouse", () => {
    expect(holidayCountry("cs")).toBe("cz");
    expect(holidayCountry("sk")).toBe("sk");
    expect(holidayCountry("de")).toBe("cz");
  });
});
