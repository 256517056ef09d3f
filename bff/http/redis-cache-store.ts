import type { Redis } from "ioredis";

import type { CacheEntry, CacheStore } from "./cache-store.ts";

/**
 * The same store over Redis, so several storefront instances share one cache. Each tag is
 * a Redis set of the keys carrying it; entries expire on their own, and a tag's set is
 * cleaned when the tag is invalidated. The connection is the process's shared one
 * (`redis-connection.ts`), so its failures are the connection's to log.
 */
export class RedisCacheStore implements CacheStore {
  readonly #redis: Redis;
  readonly #prefix: string;

  constructor({ redis, prefix = "storefront:cache:" }: { redis: Redis; prefix?: string }) {
    this.#redis = redis;
    this.#prefix = prefix;
  }

  async get(key: string) {
    const raw = await this.#redis.get(this.#entryKey(key));
    if (raw === null) return undefined;
    return JSON.parse(raw) as CacheEntry;
  }

  async set(key: string, entry: CacheEntry, ttlMs: number) {
    const entryKey = this.#entryKey(key);
    const pipeline = this.#redis.multi().set(entryKey, JSON.stringify(entry), "PX", ttlMs);
    for (const tag of entry.tags) {
      pipeline.sadd(this.#tagKey(tag), entryKey).pexpire(this.#tagKey(tag), ttlMs, "GT");
      pipeline.pexpire(this.#tagKey(tag), ttlMs, "NX");
    }
    await pipeline.exec();
  }

  async invalidateTags(tags: Array<string>) {
    let dropped = 0;
    for (const tag of tags) {
      const keys = await this.#redis.smembers(this.#tagKey(tag));
      if (keys.length > 0) dropped += await this.#redis.del(...keys);
      await this.#redis.del(this.#tagKey(tag));
    }
    return dropped;
  }

  async clear() {
    const stream = this.#redis.scanStream({ match: `${this.#prefix}*`, count: 500 });
    for await (const keys of stream as AsyncIterable<Array<string>>) {
      if (keys.length > 0) await this.#redis.del(...keys);
    }
  }

  #entryKey(key: string) {
    return `${this.#prefix}entry:${key}`;
  }

  #tagKey(tag: string) {
    return `${this.#prefix}tag:${tag}`;
  }
}
