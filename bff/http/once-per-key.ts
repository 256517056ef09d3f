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
 * At most one run of a task per key in this process. Results live in memory: several
 * instances behind a load balancer need a shared store with an atomic "set if absent"
 * (docs/decisions/015-checkout-details-and-orders.md).
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
