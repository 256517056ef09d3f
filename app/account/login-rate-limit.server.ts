import type { AppLoadContext } from "@remix-run/node";

type WindowOptions = {
  /** Failures allowed inside the window; the next attempt is refused. */
  max: number;
  windowMs: number;
  /** Keys kept at most; the oldest go first, so a flood of addresses cannot fill memory. */
  maxKeys?: number;
  now?: () => number;
};

/**
 * Failed attempts per key in a sliding window: an attempt is refused while `max` failures
 * lie within the last `windowMs`, and allowed again as soon as the oldest leaves it.
 */
export class SlidingWindow {
  readonly max: number;
  readonly windowMs: number;
  private readonly maxKeys: number;
  private readonly now: () => number;
  private readonly failures = new Map<string, Array<number>>();

  constructor({ max, windowMs, maxKeys = 50_000, now = Date.now }: WindowOptions) {
    this.max = max;
    this.windowMs = windowMs;
    this.maxKeys = maxKeys;
    this.now = now;
  }

  private recent(key: string): Array<number> {
    const since = this.now() - this.windowMs;
    const recent = (this.failures.get(key) ?? []).filter((time) => time > since);
    if (recent.length === 0) this.failures.delete(key);
    else this.failures.set(key, recent);
    return recent;
  }

  /** Milliseconds until the key may try again; 0 when it may now. */
  retryAfterMs(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.max) return 0;
    const oldestCounted = recent[recent.length - this.max] ?? this.now();
    return Math.max(1, oldestCounted + this.windowMs - this.now());
  }

  recordFailure(key: string): void {
    const recent = this.recent(key);
    // Re-inserted at the end, so the Map's order is least recently failed first.
    this.failures.delete(key);
    this.failures.set(key, [...recent, this.now()].slice(-this.max));
    for (const oldest of this.failures.keys()) {
      if (this.failures.size <= this.maxKeys) break;
      this.failures.delete(oldest);
    }
  }

  reset(key: string): void {
    this.failures.delete(key);
  }
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * 5 failed logins per account from one address, and 20 per address across accounts, in 15
 * minutes (decision 012): enough for a shopper who mistypes, too few to guess a password or
 * to try one password on many accounts from one address. The account is counted together
 * with the address, not alone: a count per account alone let anyone who knows an e-mail
 * lock its owner out, the right password included.
 */
export const LOGIN_LIMITS = {
  accountFromAddress: { max: 5, windowMs: FIFTEEN_MINUTES },
  ip: { max: 20, windowMs: FIFTEEN_MINUTES },
} as const;

export type LoginLimiter = {
  accountFromAddress: SlidingWindow;
  ip: SlidingWindow;
};

/** A pair of windows with the login limits; tests pass their own clock. */
export function createLoginLimiter(now: () => number = Date.now): LoginLimiter {
  return {
    accountFromAddress: new SlidingWindow({ ...LOGIN_LIMITS.accountFromAddress, now }),
    ip: new SlidingWindow({ ...LOGIN_LIMITS.ip, now }),
  };
}

/** This process's counters: one instance's memory, reset by a restart (decision 012). */
const processLimiter = createLoginLimiter();

/**
 * The account a login names, as the store matches it, with the address it is tried from.
 * Without a known address (no server in front, as in loader tests) the account stands alone.
 */
function pairKey({ email, ip }: Attempt): string {
  return `${email.trim().toLowerCase().slice(0, 320)} ${ip ?? "-"}`;
}

const ADDRESS_PATTERN = /^[0-9A-Fa-f:.]{2,45}$/;

/**
 * The shopper's address for the per-IP limit: the one server.mjs hands over (Express's
 * `req.ip`, which follows X-Forwarded-For only with TRUST_PROXY, so a shopper cannot pick
 * their own). Without that server, as in loader tests, it is unknown and the per-account
 * limit still holds.
 */
export function clientAddress(context: AppLoadContext): string | null {
  const ip = context.clientIp ?? "";
  return ADDRESS_PATTERN.test(ip) ? ip : null;
}

type Attempt = { email: string; ip: string | null };

/**
 * Seconds the shopper must wait before this login may be tried (for the account from this
 * address, or for the address, whichever is longer), or 0.
 */
export function loginRetryAfterSeconds(
  attempt: Attempt,
  limiter: LoginLimiter = processLimiter,
): number {
  const wait = Math.max(
    limiter.accountFromAddress.retryAfterMs(pairKey(attempt)),
    attempt.ip ? limiter.ip.retryAfterMs(attempt.ip) : 0,
  );
  return Math.ceil(wait / 1000);
}

/** A refused password counts against the account from this address, and the address. */
export function recordLoginFailure(attempt: Attempt, limiter: LoginLimiter = processLimiter): void {
  limiter.accountFromAddress.recordFailure(pairKey(attempt));
  if (attempt.ip) limiter.ip.recordFailure(attempt.ip);
}

/**
 * A successful login clears the account's count from this address; the address keeps its
 * own, so one known password does not reopen guessing at other accounts.
 */
export function recordLoginSuccess(attempt: Attempt, limiter: LoginLimiter = processLimiter): void {
  limiter.accountFromAddress.reset(pairKey(attempt));
}
