import { describe, expect, test } from "vitest";

import { oncePerOrder, REMEMBERED_ORDERS } from "./once-per-order.ts";

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
  };
}

describe("each order code is reported once (spec §7, remembered in local storage)", () => {
  test("reloading the finished page twice reports the order once", () => {
    const storage = memoryStorage();
    let sent = 0;
    for (let load = 0; load < 3; load += 1) {
      oncePerOrder(storage, "price-comparison", "2026000123", () => (sent += 1));
    }
    expect(sent).toBe(1);
  });

  test("each report and each order counts on its own", () => {
    const storage = memoryStorage();
    const sent: Array<string> = [];
    oncePerOrder(storage, "purchase", "A1", () => sent.push("purchase A1"));
    oncePerOrder(storage, "price-comparison", "A1", () => sent.push("comparison A1"));
    oncePerOrder(storage, "purchase", "A2", () => sent.push("purchase A2"));
    expect(sent).toEqual(["purchase A1", "comparison A1", "purchase A2"]);
  });

  test("without storage nothing is reported, rather than doubled", () => {
    let sent = 0;
    expect(oncePerOrder(null, "purchase", "A1", () => (sent += 1))).toBe(false);
    expect(sent).toBe(0);
  });

  test("a broken stored value starts afresh; the oldest codes fall out", () => {
    const storage = memoryStorage();
    storage.setItem("shop_reported_orders_purchase", "{not json");
    let sent = 0;
    oncePerOrder(storage, "purchase", "A1", () => (sent += 1));
    expect(sent).toBe(1);
    for (let n = 0; n < REMEMBERED_ORDERS; n += 1)
      oncePerOrder(storage, "purchase", `B${n}`, () => {});
    oncePerOrder(storage, "purchase", "A1", () => (sent += 1));
    expect(sent).toBe(2);
  });
});
