import { describe, expect, it } from "vitest";

import { addWorkingDays, deliveryTimeSlots, isoDay, nearestDeliveryDay } from "./delivery.ts";

const HOLIDAYS = new Set(["12-24", "12-25", "12-26", "1-1"]);
const PPL = { delivery_days: 1, closes_at: "14:00" };
/** Prague is UTC+1 in winter: 12:00 UTC is 13:00 in the shop. */
const at = (iso: string) => Date.parse(iso);

describe("delivery dates", () => {
  it("ships the same day before closing time and the next working day after it", () => {
    // Wednesday 2025-01-15.
    expect(isoDay(nearestDeliveryDay(PPL, at("2025-01-15T12:00:00Z"), HOLIDAYS))).toBe(
      "2025-01-16",
    );
    expect(isoDay(nearestDeliveryDay(PPL, at("2025-01-15T13:30:00Z"), HOLIDAYS))).toBe(
      "2025-01-17",
    );
  });

  it("moves over weekends and holidays and adds the items' delay days", () => {
    // Friday after closing: dispatch Monday, deliver Tuesday.
    expect(isoDay(nearestDeliveryDay(PPL, at("2025-01-17T15:00:00Z"), HOLIDAYS))).toBe(
      "2025-01-21",
    );
    // Monday 23 December after closing: dispatch Friday 27th, deliver Monday 30th.
    expect(isoDay(nearestDeliveryDay(PPL, at("2024-12-23T15:00:00Z"), HOLIDAYS))).toBe(
      "2024-12-30",
    );
    expect(isoDay(nearestDeliveryDay(PPL, at("2025-01-15T12:00:00Z"), HOLIDAYS, 3))).toBe(
      "2025-01-21",
    );
  });

  it("counts working days and offers evening slots on them", () => {
    expect(isoDay(addWorkingDays(Date.UTC(2025, 0, 18), 0, HOLIDAYS))).toBe("2025-01-20");
    const slots = deliveryTimeSlots(5, Date.UTC(2025, 0, 17), HOLIDAYS);
    expect(slots.map((slot) => slot.date)).toContain("2025-01-20");
    expect(slots.map((slot) => slot.date)).not.toContain("2025-01-18");
  });
});
