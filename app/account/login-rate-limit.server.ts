import type { AppLoadContext } from "@remix-run/node";

import { attemptLimit, type AttemptLimit } from "#bff/index.server.ts";

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
  accountFromAddress: AttemptLimit;
  ip: AttemptLimit;
};

/**
 * The pair of login limits: in Redis with `REDIS_URL`, so every instance counts against the
 * same numbers (decision 047), else in this process's memory.
 */
export function createLoginLimiter(): LoginLimiter {
  return {
    accountFromAddress: attemptLimit({ name: "login:pair", ...LOGIN_LIMITS.accountFromAddress }),
    ip: attemptLimit({ name: "login:address", ...LOGIN_LIMITS.ip }),
  };
}

let processLimiter: LoginLimiter | undefined;

/** This process's limiter, made on first use (the configuration is read by then). */
function sharedLoginLimiter(): LoginLimiter {
  processLimiter ??= createLoginLimiter();
  return processLimiter;
}

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
export async function loginRetryAfterSeconds(
  attempt: Attempt,
  limiter: LoginLimiter = sharedLoginLimiter(),
): Promise<number> {
  const [pair, address] = await Promise.all([
    limiter.accountFromAddress.retryAfterMs(pairKey(attempt)),
    attempt.ip ? limiter.ip.retryAfterMs(attempt.ip) : 0,
  ]);
  return Math.ceil(Math.max(pair, address) / 1000);
}

/** A refused password counts against the account from this address, and the address. */
export async function recordLoginFailure(
  attempt: Attempt,
  limiter: LoginLimiter = sharedLoginLimiter(),
): Promise<void> {
  await Promise.all([
    limiter.accountFromAddress.record(pairKey(attempt)),
    attempt.ip ? limiter.ip.record(attempt.ip) : null,
  ]);
}

/**
 * A successful login clears the account's count from this address; the address keeps its
 * own, so one known password does not reopen guessing at other accounts.
 */
export async function recordLoginSuccess(
  attempt: Attempt,
  limiter: LoginLimiter = sharedLoginLimiter(),
): Promise<void> {
  await limiter.accountFromAddress.reset(pairKey(attempt));
}
