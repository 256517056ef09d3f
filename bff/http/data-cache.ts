import { log } from "#bff/log.ts";

import {
  CACHE_LIFETIMES,
  LAST_KNOWN_KINDS,
  LAST_KNOWN_MS,
  STALE_IF_ERROR_MS,
  type CacheKind,
} from "./cache-policy.ts";
import type { CacheStore } from "./cache-store.ts";

/**
 * What a read cost, as Server-Timing shows it: "shared" is a miss that joined a call
 * another read had already started, so each "miss" there is one upstream call;
 * "last-known" is a failed read answered by the frame's long-kept copy.
 */
export type CacheOutcome = "hit" | "miss" | "shared" | "stale" | "stale-if-error" | "last-known";

/** Where the last good answer of a key is kept (see LAST_KNOWN_MS). */
function lastKnownKey(key: string): string {
  return `last-known:${key}`;
}

type Now = () => number;

/**
 * Stale-while-revalidate and stale-if-error over a CacheStore, with one upstream call per
 * key at a time (concurrent misses wait for the same call). Only successful loads are
 * stored: an error is never cached. Frame reads also keep their last good answer for
 * LAST_KNOWN_MS, served when the upstream fails and the entry is gone.
 */
export class DataCache {
  readonly #store: CacheStore;
  readonly #now: Now;
  readonly #inFlight = new Map<string, Promise<unknown>>();

  constructor(store: CacheStore, { now = Date.now }: { now?: Now } = {}) {
    this.#store = store;
    this.#now = now;
  }

  get store(): CacheStore {
    return this.#store;
  }

  async read<T>(
    key: string,
    { kind, tags = [] }: { kind: CacheKind; tags?: Array<string> },
    load: () => Promise<T>,
  ): Promise<{ value: T; outcome: CacheOutcome }> {
    const { freshMs, staleWhileRevalidateMs } = CACHE_LIFETIMES[kind];
    const entry = await this.#store.get(key).catch((error: unknown) => {
      log.warn("cache read failed", { error: String(error) });
      return undefined;
    });
    const age = entry ? this.#now() - entry.storedAt : Infinity;

    if (entry && age < freshMs) return { value: entry.value as T, outcome: "hit" };
    if (entry && age < freshMs + staleWhileRevalidateMs) {
      this.#refresh(key, kind, tags, load).catch(() => {
        // Already logged by the upstream layer; the stale copy stays until it succeeds.
      });
      return { value: entry.value as T, outcome: "stale" };
    }
    const outcome = this.#inFlight.has(key) ? "shared" : "miss";
    try {
      return { value: await this.#refresh(key, kind, tags, load), outcome };
    } catch (error) {
      if (entry && age < STALE_IF_ERROR_MS) {
        return { value: entry.value as T, outcome: "stale-if-error" };
      }
      const known = LAST_KNOWN_KINDS.has(kind)
        ? await this.#store.get(lastKnownKey(key)).catch(() => undefined)
        : undefined;
      if (known) return { value: known.value as T, outcome: "last-known" };
      throw error;
    }
  }

  #refresh<T>(
    key: string,
    kind: CacheKind,
    tags: Array<string>,
    load: () => Promise<T>,
  ): Promise<T> {
    const running = this.#inFlight.get(key);
    if (running) return running as Promise<T>;
    const call = (async () => {
      try {
        const value = await load();
        const storedAt = this.#now();
        const writes = [this.#store.set(key, { value, storedAt, tags }, STALE_IF_ERROR_MS)];
        if (LAST_KNOWN_KINDS.has(kind)) {
          // No tags: a revalidation drops the entry, never the copy an outage falls back on.
          writes.push(
            this.#store.set(lastKnownKey(key), { value, storedAt, tags: [] }, LAST_KNOWN_MS),
          );
        }
        await Promise.all(writes).catch((error: unknown) =>
          log.warn("cache write failed", { error: String(error) }),
        );
        return value;
      } finally {
        this.#inFlight.delete(key);
      }
    })();
    this.#inFlight.set(key, call);
    return call;
  }
}
