import { SlidingWindow } from "#app/account/login-rate-limit.server.ts";

const FIFTEEN_MINUTES = 15 * 60 * 1000;

type Limits = { email: { max: number; windowMs: number }; ip: { max: number; windowMs: number } };

/**
 * Forms that make the store send an e-mail (a reset link, a newsletter confirmation) may be
 * sent this often per recipient and per client address in 15 minutes: enough for a shopper
 * whose mail is slow, too few to flood someone's mailbox through the shop. Counted whether
 * or not the account exists, so the limit tells nothing about accounts either.
 */
export const MAIL_LIMITS = {
  email: { max: 3, windowMs: FIFTEEN_MINUTES },
  ip: { max: 10, windowMs: FIFTEEN_MINUTES },
} as const satisfies Limits;

export type MailLimiter = { email: SlidingWindow; ip: SlidingWindow };

/** One form's counters; tests pass their own clock. */
export function createMailLimiter(now: () => number = Date.now): MailLimiter {
  return {
    email: new SlidingWindow({ ...MAIL_LIMITS.email, now }),
    ip: new SlidingWindow({ ...MAIL_LIMITS.ip, now }),
  };
}

type Mail = { email: string; ip: string | null };

function recipient(email: string): string {
  return email.trim().toLowerCase().slice(0, 320);
}

/** Seconds until this mail may be asked for again (per recipient or address), or 0. */
export function mailRetryAfterSeconds(limiter: MailLimiter, { email, ip }: Mail): number {
  const wait = Math.max(
    limiter.email.retryAfterMs(recipient(email)),
    ip ? limiter.ip.retryAfterMs(ip) : 0,
  );
  return Math.ceil(wait / 1000);
}

/** A mail the store was asked to send counts for its recipient and the asking address. */
export function recordMail(limiter: MailLimiter, { email, ip }: Mail): void {
  limiter.email.recordFailure(recipient(email));
  if (ip) limiter.ip.recordFailure(ip);
}
