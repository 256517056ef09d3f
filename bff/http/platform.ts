import { getConfig } from "#bff/config.ts";

import { MemoryCacheStore, type CacheStore } from "./cache-store.ts";
import { CircuitBreaker } from "./circuit-breaker.ts";
import { DataCache } from "./data-cache.ts";
import { RedisCacheStore } from "./redis-cache-store.ts";
import { sharedRedis } from "./redis-connection.ts";

export type Service = "cms" | "store" | "recommender" | "addressValidation";

type Platform = {
  cache: DataCache;
  breakers: Record<Service, CircuitBreaker>;
};

let platform: Platform | undefined;

function createStore(): CacheStore {
  const redis = sharedRedis();
  if (redis) return new RedisCacheStore({ redis });
  const config = getConfig();
  return new MemoryCacheStore({
    maxEntries: config.CACHE_MAX_ENTRIES,
    maxBytes: config.CACHE_MAX_MB * 2 ** 20,
  });
}

/** The process-wide data cache and circuit breakers, created on first use. */
export function getPlatform(): Platform {
  if (platform) return platform;
  const openMs = getConfig().UPSTREAM_BREAKER_OPEN_MS;
  platform = {
    cache: new DataCache(createStore()),
    breakers: {
      cms: new CircuitBreaker({ openMs }),
      store: new CircuitBreaker({ openMs }),
      recommender: new CircuitBreaker({ openMs }),
      addressValidation: new CircuitBreaker({ openMs }),
    },
  };
  return platform;
}

/**
 * Whether an upstream counts as down: its circuit breaker has opened after failures in a
 * row and no probe has closed it again. One failed call is a glitch, this an outage.
 */
export function upstreamDown(service: Service): boolean {
  return getPlatform().breakers[service].state !== "closed";
}

/** Replaces the platform, for tests that need a fresh cache, breakers or a fake clock. */
export function setPlatform(next: Platform | undefined): void {
  platform = next;
}
