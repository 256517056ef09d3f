import { randomUUID } from "node:crypto";

import type { Redis } from "ioredis";

import { log } from "#bff/log.ts";

import { sharedRedisConnected } from "./redis-connection.ts";

/** How long a finished result answers repeats of its key: a day covers back and resubmit. */
const DEFAULT_TTL_MS = 24 * 60 * 60 * 1000;
/** Bounds the memory one instance spends on remembered results. */
const DEFAULT_MAX_ENTRIES = 10_000;

type Entry<T> = { promise: Promise<T>; value?: { result: T }; finishedAt: number | null };

export type OncePerKey<T> = {
  /**
   * Runs `task` for the first call with `key`. Calls with the same key while it runs wait
   * for it; later calls get its result until it expires. A failure is not remembered, so a
   * retry with the same key runs the task again.
   */
  run(key: string, task: () => Promise<T>): Promise<T>;
  /** The finished result kept for `key`, or undefined (none, expired or still running). */
  peek(key: string): T | undefined;
};

/**
 * At most one run of a task per key in this process, results in memory. Several instances
 * share the guard through `sharedOncePerKey`.
 */
export function oncePerKey<T>({
  ttlMs = DEFAULT_TTL_MS,
  maxEntries = DEFAULT_MAX_ENTRIES,
  now = Date.now,
}: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}): OncePerKey<T> {
  const entries = new Map<string, Entry<T>>();

  const expired = (entry: Entry<T>) =>
    entry.finishedAt !== null && now() - entry.finishedAt >= ttlMs;

  function evict() {
    for (const [key, entry] of entries) {
      if (expired(entry)) entries.delete(key);
    }
    // Still too many: forget the oldest finished results; running tasks always stay.
    for (const [key, entry] of entries) {
      if (entries.size < maxEntries) break;
      if (entry.finishedAt !== null) entries.delete(key);
    }
  }

  function current(key: string): Entry<T> | undefined {
    const entry = entries.get(key);
    if (entry && expired(entry)) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  return {
    run(key, task) {
      const existing = current(key);
      if (existing) return existing.promise;
      if (entries.size >= maxEntries) evict();
      const entry: Entry<T> = {
        finishedAt: null,
        promise: Promise.resolve()
          .then(task)
          .then(
            (result) => {
              entry.value = { result };
              entry.finishedAt = now();
              return result;
            },
            (error: unknown) => {
              entries.delete(key);
              throw error;
            },
          ),
      };
      entries.set(key, entry);
      return entry.promise;
    },
    peek(key) {
      return current(key)?.value?.result;
    },
  };
}

/**
 * How long a claimed key belongs to the instance running its task: longer than any task
 * takes (placing an order is a handful of upstream calls of at most a few seconds each),
 * short enough that the key of an instance that died mid-task frees itself soon.
 */
const DEFAULT_LEASE_MS = 60_000;
/** A waiting call looks again after 25 ms, then twice as long each time, up to 500 ms. */
const FIRST_POLL_MS = 25;
const MAX_POLL_MS = 500;

/** What the key holds in Redis: the claim of a running task, or its finished result. */
type Stored<T> = { running: string } | { done: true; result: T };

/** Deletes the key only while it still holds this claim, not a later instance's. */
const RELEASE = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) end return 0`;

export type SharedOncePerKey<T> = {
  /** As `OncePerKey.run`, across every instance sharing the Redis of `REDIS_URL`. */
  run(key: string, task: () => Promise<T>): Promise<T>;
  /** The finished result kept for `key` by any instance, or undefined. */
  peek(key: string): Promise<T | undefined>;
};

/**
 * At most one run of a task per key across instances (decision 047). With `REDIS_URL` the
 * key `storefront:once:{name}:{key}` is claimed with `SET NX PX lease`: the instance that
 * gets it runs the task and stores its JSON result for `ttlMs`; the others wait for the
 * result (polling with backoff) and answer it. A failure deletes the claim, so a retry (or
 * a waiting call) runs the task again; a claim whose instance died expires with its lease
 * and the next call runs the task. Results must survive JSON. Without Redis, or while it
 * cannot be reached, the guard holds in this process's memory (logged as a warning).
 * `redis` stands for the process's connection in tests.
 */
export function sharedOncePerKey<T>({
  name,
  ttlMs = DEFAULT_TTL_MS,
  leaseMs = DEFAULT_LEASE_MS,
  redis,
}: {
  name: string;
  ttlMs?: number;
  leaseMs?: number;
  redis?: Redis | null;
}): SharedOncePerKey<T> {
  const memory = oncePerKey<T>({ ttlMs });
  // Asked on first use, not at import: the configuration is read by then.
  const client = async () => (redis === undefined ? sharedRedisConnected() : redis);
  const redisKey = (key: string) => `storefront:once:${name}:${key}`;

  function unshared(error: unknown) {
    log.warn("redis unavailable, a once-per-key guard holds in this instance only", {
      guard: name,
      error: String(error),
    });
  }

  async function runClaimed(
    connection: Redis,
    key: string,
    claim: string,
    task: () => Promise<T>,
  ): Promise<T> {
    let result: T;
    try {
      result = await task();
    } catch (error) {
      await connection.eval(RELEASE, 1, key, claim).catch(unshared);
      throw error;
    }
    const stored: Stored<T> = { done: true, result };
    await connection.set(key, JSON.stringify(stored), "PX", ttlMs).catch(unshared);
    return result;
  }

  return {
    async run(key, task) {
      const connection = await client();
      // A result kept here while Redis was away still answers its key.
      const kept = memory.peek(key);
      if (!connection || kept !== undefined) return memory.run(key, task);
      const shared = redisKey(key);
      const claim = JSON.stringify({ running: randomUUID() } satisfies Stored<T>);
      for (let wait = FIRST_POLL_MS; ; wait = Math.min(wait * 2, MAX_POLL_MS)) {
        let claimed: boolean;
        let held: string | null = null;
        try {
          claimed = (await connection.set(shared, claim, "PX", leaseMs, "NX")) === "OK";
          if (!claimed) held = await connection.get(shared);
        } catch (error) {
          unshared(error);
          return memory.run(key, task);
        }
        if (claimed) return runClaimed(connection, shared, claim, task);
        if (held !== null) {
          const stored = JSON.parse(held) as Stored<T>;
          if ("done" in stored) return stored.result;
        }
        // Another instance runs the task, or gave up its claim just now: look again.
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    },
    async peek(key) {
      const connection = await client();
      if (!connection) return memory.peek(key);
      try {
        const held = await connection.get(redisKey(key));
        if (held === null) return memory.peek(key);
        const stored = JSON.parse(held) as Stored<T>;
        return "done" in stored ? stored.result : undefined;
      } catch (error) {
        unshared(error);
        return memory.peek(key);
      }
    },
  };
}
