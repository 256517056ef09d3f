import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";

import { log } from "#bff/log.ts";

import { sharedOncePerKey } from "./once-per-key.ts";
import { startTestRedis, type TestRedisServer } from "./test-redis-server.ts";

let server: TestRedisServer;

beforeAll(async () => {
  server = await startTestRedis();
});

afterAll(async () => {
  await server.stop();
});

type Order = { code: string; token: string; paymentUrl: string | null };

/** One storefront instance's guard: its own connection to the shared Redis. */
async function instance(options: { leaseMs?: number; ttlMs?: number } = {}) {
  return sharedOncePerKey<Order>({ name: "test", redis: await server.client(), ...options });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("sharedOncePerKey over Redis", () => {
  test("two instances racing on one key run the task once and both answer its result", async () => {
    const [first, second] = await Promise.all([instance(), instance()]);
    let runs = 0;
    const place = async () => {
      runs += 1;
      await sleep(150);
      return { code: `2026000${runs}`, token: "t", paymentUrl: null };
    };
    const key = crypto.randomUUID();
    const answers = await Promise.all([
      first.run(key, place),
      second.run(key, place),
      first.run(key, place),
      second.run(key, place),
    ]);
    expect(runs).toBe(1);
    expect(new Set(answers.map((order) => order.code))).toEqual(new Set(["20260001"]));
    expect(await second.peek(key)).toEqual({ code: "20260001", token: "t", paymentUrl: null });
    // A repeat later (back and resubmit) is answered without running again.
    expect(await second.run(key, place)).toEqual(answers[0]);
    expect(runs).toBe(1);
  });

  test("a failure is not remembered: the waiting instance and a retry run the task again", async () => {
    const [first, second] = await Promise.all([instance(), instance()]);
    const key = crypto.randomUUID();
    const failing = first.run(key, async () => {
      await sleep(100);
      throw new Error("store down");
    });
    await sleep(20);
    const waiting = second.run(key, async () => ({ code: "B", token: "b", paymentUrl: null }));
    await expect(failing).rejects.toThrow("store down");
    expect((await waiting).code).toBe("B");
    expect(await first.run(key, async () => ({ code: "C", token: "c", paymentUrl: null }))).toEqual(
      { code: "B", token: "b", paymentUrl: null },
    );
  });

  test("the key of an instance that died mid-task frees itself after the lease", async () => {
    const [crashed, survivor] = await Promise.all([
      instance({ leaseMs: 300 }),
      instance({ leaseMs: 300 }),
    ]);
    const key = crypto.randomUUID();
    // The task never ends: its instance is gone.
    void crashed.run(key, () => new Promise<Order>(() => {}));
    await sleep(20);
    const started = Date.now();
    const order = await survivor.run(key, async () => ({
      code: "S",
      token: "s",
      paymentUrl: null,
    }));
    expect(order.code).toBe("S");
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  test("results expire after their time to live", async () => {
    const guard = await instance({ ttlMs: 200 });
    const key = crypto.randomUUID();
    await guard.run(key, async () => ({ code: "1", token: "t", paymentUrl: null }));
    expect(await guard.peek(key)).toMatchObject({ code: "1" });
    await sleep(300);
    expect(await guard.peek(key)).toBeUndefined();
  });

  test("a task without a result (a report sent) is kept as done too", async () => {
    const redis = await server.client();
    const [first, second] = [
      sharedOncePerKey<void>({ name: "report", redis }),
      sharedOncePerKey<void>({ name: "report", redis: await server.client() }),
    ];
    let sent = 0;
    await first.run("20260001", async () => {
      sent += 1;
    });
    await second.run("20260001", async () => {
      sent += 1;
    });
    expect(sent).toBe(1);
  });

  test("with Redis gone the guard holds in this instance, and says so in the log", async () => {
    const outage = await startTestRedis();
    const guard = sharedOncePerKey<Order>({ name: "outage", redis: await outage.client() });
    outage.crash();
    const warn = vi.spyOn(log, "warn");
    let runs = 0;
    const place = async () => ({ code: `${(runs += 1)}`, token: "t", paymentUrl: null });
    const key = crypto.randomUUID();
    expect((await guard.run(key, place)).code).toBe("1");
    expect((await guard.run(key, place)).code).toBe("1");
    expect(await guard.peek(key)).toMatchObject({ code: "1" });
    expect(runs).toBe(1);
    expect(warn).toHaveBeenCalledWith(
      "redis unavailable, a once-per-key guard holds in this instance only",
      expect.objectContaining({ guard: "outage" }),
    );
    warn.mockRestore();
    await outage.stop();
  });
});
