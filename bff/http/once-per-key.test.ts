import { describe, expect, it } from "vitest";

import { oncePerKey } from "./once-per-key.ts";

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe("oncePerKey", () => {
  it("runs a task once while concurrent calls with its key wait for it", async () => {
    const guard = oncePerKey<string>();
    const gate = deferred<string>();
    let runs = 0;
    const task = () => {
      runs += 1;
      return gate.promise;
    };
    const calls = [guard.run("k", task), guard.run("k", task), guard.run("k", task)];
    gate.resolve("order-1");
    expect(await Promise.all(calls)).toEqual(["order-1", "order-1", "order-1"]);
    expect(runs).toBe(1);
  });

  it("answers later calls with the kept result and runs other keys on their own", async () => {
    const guard = oncePerKey<string>();
    let runs = 0;
    const task = async () => `order-${(runs += 1)}`;
    expect(await guard.run("a", task)).toBe("order-1");
    expect(await guard.run("a", task)).toBe("order-1");
    expect(await guard.run("b", task)).toBe("order-2");
    expect(guard.peek("a")).toBe("order-1");
    expect(guard.peek("unknown")).toBeUndefined();
  });

  it("does not remember a failure: the retry runs again", async () => {
    const guard = oncePerKey<string>();
    const failing = deferred<string>();
    const first = guard.run("k", () => failing.promise);
    const waiting = guard.run("k", () => Promise.resolve("never"));
    failing.reject(new Error("store down"));
    await expect(first).rejects.toThrow("store down");
    await expect(waiting).rejects.toThrow("store down");
    expect(guard.peek("k")).toBeUndefined();
    expect(await guard.run("k", async () => "order-2")).toBe("order-2");
  });

  it("forgets a result after its time", async () => {
    let clock = 0;
    const guard = oncePerKey<string>({ ttlMs: 1000, now: () => clock });
    await guard.run("k", async () => "first");
    clock = 999;
    expect(await guard.run("k", async () => "second")).toBe("first");
    clock = 1000;
    expect(guard.peek("k")).toBeUndefined();
    expect(await guard.run("k", async () => "second")).toBe("second");
  });

  it("keeps at most its limit of finished results, never dropping a running task", async () => {
    const guard = oncePerKey<string>({ maxEntries: 2 });
    const running = deferred<string>();
    const slow = guard.run("running", () => running.promise);
    await guard.run("a", async () => "a");
    await guard.run("b", async () => "b");
    expect(guard.peek("a")).toBeUndefined();
    expect(guard.peek("b")).toBe("b");
    let again = 0;
    const repeat = guard.run("running", async () => `${(again += 1)}`);
    running.resolve("done");
    expect(await Promise.all([slow, repeat])).toEqual(["done", "done"]);
    expect(again).toBe(0);
  });
});
