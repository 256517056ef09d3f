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

/** Default byte bound for stores made without one (tests). */
const DEFAULT_MAX_BYTES = 64 * 2 ** 20;

/**
 * The size an entry counts for: the length of its value as JSON. Listing pages are a
 * hundred times larger than a menu, so a bound by entry count alone left the memory of a
 * busy instance to the mix of pages shoppers ask for. Measured once, when stored (a miss).
 */
export function entrySize(entry: CacheEntry): number {
  return Math.max(1, JSON.stringify(entry.value)?.length ?? 1);
}

/**
 * An in-memory store bounded by entry count and by size, least recently used first out.
 * An answer larger than the whole bound is not kept at all.
 */
export class MemoryCacheStore implements CacheStore {
  readonly #entries: LRUCache<string, CacheEntry>;

  constructor({
    maxEntries,
    maxBytes = DEFAULT_MAX_BYTES,
  }: {
    maxEntries: number;
    maxBytes?: number;
  }) {
    this.#entries = new LRUCache<string, CacheEntry>({
      max: maxEntries,
      maxSize: maxBytes,
      sizeCalculation: entrySize,
    });
  }

  /** The summed size of what is stored, as `entrySize` counts it. */
  get size(): number {
    return this.#entries.calculatedSize;
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
