import { LRUCache } from "lru-cache";

/** One cached upstream answer, already parsed by its schema. */
export type CacheEntry = {
  value: unknown;
  storedAt: number;
  tags: Array<string>;
};

/**
 * Where cached answers live: this process's memory for one instance, Redis for several.
 * Both forget an entry after `ttlMs` (the end of its stale-if-error window).
 */
export interface CacheStore {
  get(key: string): Promise<CacheEntry | undefined>;
  set(key: string, entry: CacheEntry, ttlMs: number): Promise<void>;
  /** Drops every entry carrying one of the tags; returns how many went. */
  invalidateTags(tags: Array<string>): Promise<number>;
  clear(): Promise<void>;
}

/** An in-memory store bounded by entry count, least recently used first out. */
export class MemoryCacheStore implements CacheStore {
  readonly #entries: LRUCache<string, CacheEntry>;

  constructor({ maxEntries }: { maxEntries: number }) {
    this.#entries = new LRUCache<string, CacheEntry>({ max: maxEntries });
  }

  async get(key: string) {
    return this.#entries.get(key);
  }

  async set(key: string, entry: CacheEntry, ttlMs: number) {
    this.#entries.set(key, entry, { ttl: ttlMs });
  }

  async invalidateTags(tags: Array<string>) {
    const wanted = new Set(tags);
    let dropped = 0;
    for (const [key, entry] of this.#entries.entries()) {
      if (entry.tags.some((tag) => wanted.has(tag))) {
        this.#entries.delete(key);
        dropped += 1;
      }
    }
    return dropped;
  }

  async clear() {
    this.#entries.clear();
  }
}
