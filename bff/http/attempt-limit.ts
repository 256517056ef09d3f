import { createHash } from "node:crypto";

import type { Redis } from "ioredis";
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";

import { log } from "#bff/log.ts";

import { sharedRedisConnected } from "./redis-connection.ts";

/**
 * Attempts counted per key in a window: once `max` attempts are counted the key must wait
 * until the window that began with its first counted attempt ends. Async, since the count
 * may live in Redis.
 */
export type AttemptLimit = {
  /** Milliseconds until the key may try again; 0 when it may now. */
  retryAfterMs(key: string): Promise<number>;
  /** Counts one attempt (a refused password, a mail sent) against the key. */
  record(key: string): Promise<void>;
  /** Forgets the key's attempts. */
  reset(key: string): Promise<void>;
};

/**
 * The in-memory limiter a Redis limiter falls back to when a command fails (Redis down,
 * unreachable or too slow): the limit then holds per instance, which is looser by the
 * number of instances but never lets a login fail for the limiter's sake. Every fallback
 * is logged, so an operator sees that the limits are no longer shared.
 */
class WarningInsurance extends RateLimiterMemory {
  readonly #name: string;

  constructor(name: string, options: ConstructorParameters<typeof RateLimiterMemory>[0]) {
    super(options);
    this.#name = name;
  }

  #warn() {
    log.warn("redis unavailable, a limit counts in this instance only", { limit: this.#name });
  }

  override get(...args: Parameters<RateLimiterMemory["get"]>) {
    this.#warn();
    return super.get(...args);
  }

  override penalty(...args: Parameters<RateLimiterMemory["penalty"]>) {
    this.#warn();
    return super.penalty(...args);
  }

  override delete(...args: Parameters<RateLimiterMemory["delete"]>) {
    this.#warn();
    return super.delete(...args);
  }
}

/**
 * Keys are hashed before they are stored: they name e-mail addresses and client addresses,
 * which have no business in Redis (or in a memory dump) in the clear.
 */
function storedKey(key: string): string {
  return createHash("sha256").update(key).digest("base64url");
}

/**
 * A limit named `name` (its Redis keys are `storefront:limit:{name}:{hashed key}`), counted
 * in Redis when the process has `REDIS_URL` (`redis` stands for it in tests), so every
 * instance counts against the same number, and in this process's memory otherwise.
 * rate-limiter-flexible keeps the counts: an atomic increment with expiry in Redis.
 */
export function attemptLimit({
  name,
  max,
  windowMs,
  redis,
}: {
  name: string;
  max: number;
  windowMs: number;
  redis?: Redis | null;
}): AttemptLimit {
  const options = {
    keyPrefix: `storefront:limit:${name}`,
    points: max,
    duration: Math.ceil(windowMs / 1000),
  };
  const build = (connection: Redis | null): RateLimiterAbstract =>
    connection
      ? new RateLimiterRedis({
          ...options,
          storeClient: connection,
          // Straight to the insurance while the connection is down, without a round trip.
          rejectIfRedisNotReady: true,
          insuranceLimiter: new WarningInsurance(name, options),
        })
      : new RateLimiterMemory(options);
  // Made on first use, once the process's connection is up (or known to be down).
  let made: Promise<RateLimiterAbstract> | undefined;
  const limiter = () => {
    made ??= (async () => build(redis === undefined ? await sharedRedisConnected() : redis))();
    return made;
  };

  return {
    async retryAfterMs(key) {
      const counted = await (await limiter()).get(storedKey(key));
      if (!counted || counted.consumedPoints < max) return 0;
      return Math.max(1, counted.msBeforeNext);
    },
    async record(key) {
      await (await limiter()).penalty(storedKey(key));
    },
    async reset(key) {
      await (await limiter()).delete(storedKey(key));
    },
  };
}
