import { describe, expect, it } from "vitest";

import { fastestShipper } from "./fastest-shipper.ts";

const shipper = (id: number, type: string, nearestDeliveryDate: string, closesAt: string) => ({
  id,
  type,
  delivery: { nearestDeliveryDate, closesAt },
});

describe("fastestShipper", () => {
  it("picks the earliest nearest delivery date", () => {
    const fastest = fastestShipper([
      shipper(1, "COURIER", "2026-11-25", "12:00"),
      shipper(2, "PICKUP_POINT", "2026-11-24", "15:00"),
      shipper(3, "POST", "2026-11-26", "10:00"),
    ]);
    expect(fastest?.id).toBe(2);
  });

  it("breaks a tie on the date by the earlier closing time", () => {
    const fastest = fastestShipper([
      shipper(1, "COURIER", "2026-11-24", "15:00"),
      shipper(2, "PICKUP_POINT", "2026-11-24", "13:00"),
    ]);
    expect(fastest?.id).toBe(2);
  });

  it("never picks personal pickup, however early", () => {
    const fastest = fastestShipper([
      shipper(1, "PERSONAL", "2026-11-23", "18:00"),
      shipper(2, "COURIER", "2026-11-25", "14:00"),
    ]);
    expect(fastest?.id).toBe(2);
  });

  it("has no answer when only personal pickup is offered", () => {
    expect(fastestShipper([shipper(1, "PERSONAL", "2026-11-23", "18:00")])).toBeNull();
    expect(fastestShipper([])).toBeNull();
  });
});
