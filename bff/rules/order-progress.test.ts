import { describe, expect, test } from "vitest";

import { orderDeliveryDay, orderProgress } from "./order-progress.ts";

describe("orderProgress", () => {
  test("a shipped order is delivered from the carrier's day on", () => {
    const order = { status: "shipped" as const, deliveredOn: "2026-12-02" };
    expect(orderProgress(order, "2026-12-01")).toBe("shipped");
    expect(orderProgress(order, "2026-12-02")).toBe("delivered");
    expect(orderProgress(order, "2026-12-20")).toBe("delivered");
  });

  test("other states stay as the store says, whatever the day", () => {
    expect(orderProgress({ status: "paid", deliveredOn: null }, "2026-12-02")).toBe("paid");
    expect(orderProgress({ status: "cancelled" }, "2026-12-02")).toBe("cancelled");
    expect(orderProgress({ status: "shipped" }, "2026-12-02")).toBe("shipped");
  });
});

describe("orderDeliveryDay", () => {
  test("before shipping the promised day, after it the carrier's, none when cancelled", () => {
    expect(orderDeliveryDay({ status: "paid", deliveredOn: null }, "2026-12-01")).toBe(
      "2026-12-01",
    );
    expect(orderDeliveryDay({ status: "shipped", deliveredOn: "2026-12-03" }, "2026-12-01")).toBe(
      "2026-12-03",
    );
    expect(orderDeliveryDay({ status: "cancelled" }, "2026-12-01")).toBeNull();
  });
});
