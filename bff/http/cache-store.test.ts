import { describe, expect, test } from "vitest";

import { entrySize, MemoryCacheStore } from "./cache-store.ts";

const HOUR_MS = 60 * 60 * 1000;

function entry(value: unknown) {
  return { value, storedAt: 0, tags: ["product"] };
}

/** A cached answer of about `bytes` of JSON. */
function answerOf(bytes: number) {
  return { text: "x".repeat(bytes - 11) };
}

describe("MemoryCacheStore bounds", () => {
  test("an entry counts as the length of its JSON", () => {
    expect(entrySize(entry(answerOf(1000)))).toBe(1000);
  });

  test("past the byte bound, the least recently used answers go first", async () => {
    const store = new MemoryCacheStore({ maxEntries: 1000, maxBytes: 10_000 });
    for (let i = 0; i < 4; i += 1) await store.set(`k${i}`, entry(answerOf(3000)), HOUR_MS);
    // k0 was the oldest when k3 pushed the total past 10 000.
    expect(await store.get("k0")).toBeUndefined();
    expect(await store.get("k3")).toBeDefined();
    expect(store.size).toBeLessThanOrEqual(10_000);
  });

  test("a read keeps an answer in: the unread one goes instead", async () => {
    const store = new MemoryCacheStore({ maxEntries: 1000, maxBytes: 10_000 });
    await store.set("menu", entry(answerOf(3000)), HOUR_MS);
    await store.set("listing", entry(answerOf(3000)), HOUR_MS);
    await store.set("product", entry(answerOf(3000)), HOUR_MS);
    await store.get("menu");
    await store.set("brand", entry(answerOf(3000)), HOUR_MS);
    expect(await store.get("menu")).toBeDefined();
    expect(await store.get("listing")).toBeUndefined();
  });

  test("an answer larger than the whole bound is not kept, and evicts nothing", async () => {
    const store = new MemoryCacheStore({ maxEntries: 1000, maxBytes: 10_000 });
    await store.set("menu", entry(answerOf(3000)), HOUR_MS);
    await store.set("huge", entry(answerOf(20_000)), HOUR_MS);
    expect(await store.get("huge")).toBeUndefined();
    expect(await store.get("menu")).toBeDefined();
  });

  test("the entry count still bounds many small answers", async () => {
    const store = new MemoryCacheStore({ maxEntries: 3, maxBytes: 10_000 });
    for (let i = 0; i < 5; i += 1) await store.set(`k${i}`, entry(answerOf(100)), HOUR_MS);
    expect(await store.get("k1")).toBeUndefined();
    expect(await store.get("k4")).toBeDefined();
  });
});
