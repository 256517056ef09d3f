import { Redis } from "ioredis";

import { getConfig } from "#bff/config.ts";
import { log } from "#bff/log.ts";

/**
 * A Redis client that fails fast instead of queueing commands while Redis is away: every
 * user of it (the data cache, the limits, the once-per-key guard) has an in-memory way to
 * go on, which is cheaper than a request waiting for a reconnect. A command Redis does not
 * answer within a second fails the same way.
 */
export function createRedis(url: string): Redis {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
  });
  // ioredis reconnects by itself; without a listener its errors would crash the process.
  redis.on("error", (error: Error) => {
    log.warn("redis error", { error: error.message });
  });
  return redis;
}

let shared: Redis | null | undefined;
let firstConnect: Promise<void> = Promise.resolve();

/**
 * This process's one connection to `REDIS_URL`, opened on first use; null without it.
 * Several instances share through it what must hold across them (decision 047).
 */
export function sharedRedis(): Redis | null {
  if (shared !== undefined) return shared;
  const url = getConfig().REDIS_URL;
  if (!url) return (shared = null);
  shared = createRedis(url);
  firstConnect = shared.connect().catch((error: unknown) => {
    log.error("redis unavailable, shared state falls back to this instance's memory", {
      error: String(error),
    });
  });
  return shared;
}

/** How long the first use waits for the connection to open. */
const FIRST_CONNECT_WAIT_MS = 1000;

/**
 * The shared connection once its first attempt to connect has ended (at most a second
 * after the first use): the connection opens on first use and refuses commands until it is
 * up, and the first login after a start must count in Redis, not in the fallback.
 */
export async function sharedRedisConnected(): Promise<Redis | null> {
  const redis = sharedRedis();
  if (!redis || redis.status === "ready") return redis;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    firstConnect,
    new Promise((resolve) => {
      timer = setTimeout(resolve, FIRST_CONNECT_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
  return redis;
}
