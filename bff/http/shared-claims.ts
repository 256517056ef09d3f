import type { Redis } from "ioredis";
import { LRUCache } from "lru-cache";

import { log } from "#bff/log.ts";

import { sharedRedisConnected } from "./redis-connection.ts";

/** Keys that may be claimed once until they expire, such as a one-time link's token. */
export type SharedClaims = {
  /** Claims the key; false when it is claimed already. */
  claim(key: string): Promise<boolean>;
  /** Gives a claim back, so the key may be claimed again. */
  release(key: string): Promise<void>;
  isClaimed(key: string): Promise<boolean>;
};

/**
 * One-time claims across instances (decision 047): with `REDIS_URL` a claim is
 * `SET storefront:claim:{name}:{key} 1 NX PX ttlMs`, so a key claimed on one instance is
 * refused on every other; without Redis, or while it cannot be reached (logged as a
 * warning), in this process's memory, at most `maxEntries` keys, the oldest going first.
 * Keys should carry no personal data in the clear (hash a token first). `redis` stands
 * for the process's connection in tests.
 */
export function sharedClaims({
  name,
  ttlMs,
  maxEntries = 10_000,
  redis,
}: {
  name: string;
  ttlMs: number;
  maxEntries?: number;
  redis?: Redis | null;
}): SharedClaims {
  const memory = new LRUCache<string, true>({ max: maxEntries, ttl: ttlMs });
  // Asked on first use, not at import: the configuration is read by then.
  const client = async () => (redis === undefined ? sharedRedisConnected() : redis);
  const redisKey = (key: string) => `storefront:claim:${name}:${key}`;

  async function shared<T>(
    inRedis: (connection: Redis) => Promise<T>,
    inMemory: () => T,
  ): Promise<T> {
    const connection = await client();
    if (!connection) return inMemory();
    try {
      return await inRedis(connection);
    } catch (error) {
      log.warn("redis unavailable, one-time claims hold in this instance only", {
        claims: name,
        error: String(error),
      });
      return inMemory();
    }
  }

  return {
    claim: (key) =>
      shared(
        async (connection) =>
          (await connection.set(redisKey(key), "1", "PX", ttlMs, "NX")) === "OK",
        () => {
          if (memory.has(key)) return false;
          memory.set(key, true);
          return true;
        },
      ),
    release: (key) =>
      shared(
        async (connection) => {
          await connection.del(redisKey(key));
          memory.delete(key);
        },
        () => {
          memory.delete(key);
        },
      ),
    isClaimed: (key) =>
      shared(
        async (connection) => (await connection.exists(redisKey(key))) === 1,
        () => memory.has(key),
      ),
  };
}
