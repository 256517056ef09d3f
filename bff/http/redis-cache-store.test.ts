import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { STALE_IF_ERROR_MS } from "./cache-policy.ts";
import { DataCache } from "./data-cache.ts";
import { RedisCacheStore } from "./redis-cache-store.ts";
import { startTestRedis, type TestRedisServer } from "./test-redis-server.ts";

let server: TestRedisServer;

beforeAll(async () => {
  server = await startTestRedis();
});

afterAll(async () => {
  await server.stop();
});

async function store(prefix: string) {
  return new RedisCacheStore({ redis: await server.client(), prefix });
}

describe("RedisCacheStore", () => {
  test("stores and reads entries, which expire after their time to live", async () => {
    const cache = await store("t1:");
    await cache.set("k", { value: { name: "Vibrátor" }, storedAt: 1, tags: ["product"] }, 200);
    expect(await cache.get("k")).toEqual({
      value: { name: "Vibrátor" },
      storedAt: 1,
      tags: ["product"],
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await cache.get("k")).toBeUndefined();
  });

  test("invalidating a tag drops its entries only", async () => {
    const cache = await store("t2:");
    await cache.set("a", { value: 1, storedAt: 1, tags: ["product"] }, 60_000);
    await cache.set("b", { value: 2, storedAt: 1, tags: ["menu"] }, 60_000);
    expect(await cache.invalidateTags(["product"])).toBe(1);
    expect(await cache.get("a")).toBeUndefined();
    expect(await cache.get("b")).toBeDefined();
  });

  test("two instances share one cache: the second reads what the first loaded", async () => {
    const first = new DataCache(await store("t3:"));
    const second = new DataCache(await store("t3:"));
    const policy = { kind: "catalog" as const, tags: ["product"] };
    await first.read("shared", policy, async () => "from upstream");
    expect(
      await second.read("shared", policy, async () => {
        throw new Error("must not be called");
      }),
    ).toEqual({ value: "from upstream", outcome: "hit" });
  });

  test("a new instance started during a CMS outage draws the menus another one last saw", async () => {
    const warm = new DataCache(await store("t4:"));
    const frame = { kind: "frame" as const, tags: ["menu"] };
    await warm.read("menu", frame, async () => ["Vibrátory", "Dilda"]);
    // Past the 24 h window, and after the CMS announced a change: the entry is gone.
    await warm.store.invalidateTags(["menu"]);
    const cold = new DataCache(await store("t4:"), { now: () => Date.now() + STALE_IF_ERROR_MS });
    expect(
      await cold.read("menu", frame, async () => {
        throw new Error("cms down");
      }),
    ).toEqual({ value: ["Vibrátory", "Dilda"], outcome: "last-known" });
  });
});
