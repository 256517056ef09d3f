import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";

import { log } from "#bff/log.ts";

import { attemptLimit } from "./attempt-limit.ts";
import { startTestRedis, type TestRedisServer } from "./test-redis-server.ts";

let server: TestRedisServer;

beforeAll(async () => {
  server = await startTestRedis();
});

afterAll(async () => {
  await server.stop();
});

const MINUTE = 60_000;

describe("attemptLimit over Redis", () => {
  test("two instances count against one limit: the sixth attempt is refused on either", async () => {
    const first = attemptLimit({
      name: "t1",
      max: 5,
      windowMs: 15 * MINUTE,
      redis: await server.client(),
    });
    const second = attemptLimit({
      name: "t1",
      max: 5,
      windowMs: 15 * MINUTE,
      redis: await server.client(),
    });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const instance = attempt % 2 === 0 ? first : second;
      expect(await instance.retryAfterMs("jana@example.cz 192.0.2.7")).toBe(0);
      await instance.record("jana@example.cz 192.0.2.7");
    }
    for (const instance of [first, second]) {
      const wait = await instance.retryAfterMs("jana@example.cz 192.0.2.7");
      expect(wait).toBeGreaterThan(14 * MINUTE);
      expect(wait).toBeLessThanOrEqual(15 * MINUTE);
    }
    expect(await first.retryAfterMs("petr@example.cz 192.0.2.7")).toBe(0);
    await second.reset("jana@example.cz 192.0.2.7");
    expect(await first.retryAfterMs("jana@example.cz 192.0.2.7")).toBe(0);
  });

  test("counts expire with their window and keep no e-mail address in Redis", async () => {
    const redis = await server.client();
    const limit = attemptLimit({ name: "t2", max: 1, windowMs: 1000, redis });
    await limit.record("jana@example.cz");
    expect(await limit.retryAfterMs("jana@example.cz")).toBeGreaterThan(0);
    const keys = await redis.keys("storefront:limit:t2:*");
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain("jana");
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await limit.retryAfterMs("jana@example.cz")).toBe(0);
  });

  test("right after start the first attempt already counts in Redis, not in the fallback", async () => {
    vi.stubEnv("REDIS_URL", server.url);
    vi.resetModules();
    try {
      const fresh = await import("./attempt-limit.ts");
      const limit = fresh.attemptLimit({ name: "t4", max: 1, windowMs: 15 * MINUTE });
      await limit.record("192.0.2.7");
      const observer = await server.client();
      expect(await observer.keys("storefront:limit:t4:*")).toHaveLength(1);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });

  test("with Redis gone the limit holds in this instance, and says so in the log", async () => {
    const outage = await startTestRedis();
    const limit = attemptLimit({
      name: "t3",
      max: 2,
      windowMs: 15 * MINUTE,
      redis: await outage.client(),
    });
    outage.crash();
    const warn = vi.spyOn(log, "warn");
    await limit.record("192.0.2.7");
    expect(await limit.retryAfterMs("192.0.2.7")).toBe(0);
    await limit.record("192.0.2.7");
    expect(await limit.retryAfterMs("192.0.2.7")).toBeGreaterThan(14 * MINUTE);
    expect(warn).toHaveBeenCalledWith("redis unavailable, a limit counts in this instance only", {
      limit: "t3",
    });
    warn.mockRestore();
    await outage.stop();
  });
});
