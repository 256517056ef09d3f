import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";

import { log } from "#bff/log.ts";

import { sharedClaims } from "./shared-claims.ts";
import { startTestRedis, type TestRedisServer } from "./test-redis-server.ts";

let server: TestRedisServer;

beforeAll(async () => {
  server = await startTestRedis();
});

afterAll(async () => {
  await server.stop();
});

describe("sharedClaims over Redis", () => {
  test("a key claimed on one instance is refused on the other until given back", async () => {
    const first = sharedClaims({ name: "t1", ttlMs: 60_000, redis: await server.client() });
    const second = sharedClaims({ name: "t1", ttlMs: 60_000, redis: await server.client() });
    const [one, other] = await Promise.all([first.claim("link"), second.claim("link")]);
    expect([one, other].sort()).toEqual([false, true]);
    expect(await second.isClaimed("link")).toBe(true);
    expect(await first.claim("link")).toBe(false);
    await second.release("link");
    expect(await first.isClaimed("link")).toBe(false);
    expect(await first.claim("link")).toBe(true);
  });

  test("a claim expires after its time", async () => {
    const claims = sharedClaims({ name: "t2", ttlMs: 200, redis: await server.client() });
    expect(await claims.claim("link")).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await claims.claim("link")).toBe(true);
  });

  test("with Redis gone claims hold in this instance, and say so in the log", async () => {
    const outage = await startTestRedis();
    const claims = sharedClaims({ name: "t3", ttlMs: 60_000, redis: await outage.client() });
    outage.crash();
    const warn = vi.spyOn(log, "warn");
    expect(await claims.claim("link")).toBe(true);
    expect(await claims.claim("link")).toBe(false);
    expect(await claims.isClaimed("link")).toBe(true);
    expect(warn).toHaveBeenCalledWith(
      "redis unavailable, one-time claims hold in this instance only",
      expect.objectContaining({ claims: "t3" }),
    );
    warn.mockRestore();
    await outage.stop();
  });
});
