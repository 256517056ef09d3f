import { describe, expect, test, vi } from "vitest";

import { CACHE_LIFETIMES, STALE_IF_ERROR_MS, cacheKey } from "./cache-policy.ts";
import { MemoryCacheStore } from "./cache-store.ts";
import { DataCache } from "./data-cache.ts";

const { freshMs, staleWhileRevalidateMs } = CACHE_LIFETIMES.catalog;

function setup() {
  let now = 1_000_000;
  const cache = new DataCache(new MemoryCacheStore({ maxEntries: 100 }), { now: () => now });
  return { cache, advance: (ms: number) => (now += ms) };
}

const policy = { kind: "catalog" as const, tags: ["product"] };

describe("DataCache", () => {
  test("a miss loads, then the fresh copy is a hit without another call", async () => {
    const { cache } = setup();
    const load = vi.fn(async () => "v1");
    expect(await cache.read("k", policy, load)).toEqual({ value: "v1", outcome: "miss" });
    expect(await cache.read("k", policy, load)).toEqual({ value: "v1", outcome: "hit" });
    expect(load).toHaveBeenCalledTimes(1);
  });

  test("stale-while-revalidate: the old copy at once, the new one loaded in the background", async () => {
    const { cache, advance } = setup();
    await cache.read("k", policy, async () => "v1");
    advance(freshMs + 1);
    const load = vi.fn(async () => "v2");
    expect(await cache.read("k", policy, load)).toEqual({ value: "v1", outcome: "stale" });
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(await cache.read("k", policy, load)).toEqual({ value: "v2", outcome: "hit" });
  });

  test("stale-if-error: while the upstream fails, the last good copy is served for up to 24 h", async () => {
    const { cache, advance } = setup();
    await cache.read("k", policy, async () => "v1");
    const failing = async () => {
      throw new Error("upstream down");
    };
    advance(freshMs + staleWhileRevalidateMs + 1);
    expect(await cache.read("k", policy, failing)).toEqual({
      value: "v1",
      outcome: "stale-if-error",
    });
    advance(STALE_IF_ERROR_MS);
    await expect(cache.read("k", policy, failing)).rejects.toThrow("upstream down");
  });

  test("a frame read keeps its last good answer past the stale window and a revalidation", async () => {
    const { cache, advance } = setup();
    const frame = { kind: "frame" as const, tags: ["menu"] };
    await cache.read("menu", frame, async () => "main menu");
    const failing = async () => {
      throw new Error("cms down");
    };
    advance(STALE_IF_ERROR_MS + 1);
    expect(await cache.read("menu", frame, failing)).toEqual({
      value: "main menu",
      outcome: "last-known",
    });
    expect(await cache.store.invalidateTags(["menu"])).toBe(1);
    expect(await cache.read("menu", frame, failing)).toEqual({
      value: "main menu",
      outcome: "last-known",
    });
    // Catalogue data keeps no such copy: past its window a failure is a failure.
    await cache.read("product", policy, async () => "v1");
    advance(STALE_IF_ERROR_MS + 1);
    await expect(cache.read("product", policy, failing)).rejects.toThrow("cms down");
  });

  test("a new instance on the same store falls back on another's last good frame answer", async () => {
    const store = new MemoryCacheStore({ maxEntries: 100 });
    await new DataCache(store).read("menu", { kind: "frame" }, async () => "main menu");
    const fresh = new DataCache(store, { now: () => Date.now() + STALE_IF_ERROR_MS + 1 });
    expect(
      await fresh.read("menu", { kind: "frame" }, async () => {
        throw new Error("cms down");
      }),
    ).toEqual({ value: "main menu", outcome: "last-known" });
  });

  test("errors are never cached", async () => {
    const { cache } = setup();
    await expect(
      cache.read("k", policy, async () => {
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(await cache.read("k", policy, async () => "ok")).toEqual({
      value: "ok",
      outcome: "miss",
    });
  });

  test("concurrent misses for one key make one upstream call", async () => {
    const { cache } = setup();
    let release: (value: string) => void = () => {};
    const load = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const reads = Promise.all([1, 2, 3].map(() => cache.read("k", policy, load)));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    release("shared");
    expect(await reads).toEqual([
      { value: "shared", outcome: "miss" },
      { value: "shared", outcome: "shared" },
      { value: "shared", outcome: "shared" },
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  test("invalidating a tag drops its entries only", async () => {
    const { cache } = setup();
    await cache.read("product", { kind: "catalog", tags: ["product"] }, async () => "p");
    await cache.read("menu", { kind: "frame", tags: ["menu"] }, async () => "m");
    expect(await cache.store.invalidateTags(["product"])).toBe(1);
    expect((await cache.read("product", policy, async () => "p2")).outcome).toBe("miss");
    expect((await cache.read("menu", policy, async () => "m2")).outcome).toBe("hit");
  });
});

describe("cacheKey", () => {
  const audience = {
    locale: "cs",
    currency: "CZK",
    domainCode: "cz",
    userVariant: null,
    userGroups: [],
  };

  test("separates currencies, groups and price variants, so no shopper sees another's prices", () => {
    const keys = new Set([
      cacheKey("GET /catalog/product", audience),
      cacheKey("GET /catalog/product", { ...audience, currency: "EUR" }),
      cacheKey("GET /catalog/product", { ...audience, userGroups: ["b2b"] }),
      cacheKey("GET /catalog/product", { ...audience, userVariant: "vip" }),
      cacheKey("GET /catalog/product", { ...audience, locale: "sk" }),
      cacheKey("GET /catalog/product", { ...audience, domainCode: "sk" }),
    ]);
    expect(keys.size).toBe(6);
  });

  test("the order of groups does not matter", () => {
    expect(cacheKey("r", { ...audience, userGroups: ["a", "b"] })).toBe(
      cacheKey("r", { ...audience, userGroups: ["b", "a"] }),
    );
  });
});
