import { attemptLimit, type AttemptLimit } from "#bff/index.server.ts";

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

export type MailLimiter = { email: AttemptLimit; ip: AttemptLimit };

/**
 * One form's counters, named after the form (`mail:reset`, `mail:newsletter`, `contact`):
 * in Redis with `REDIS_URL`, shared by every instance (decision 047), else in memory.
 */
export function createMailLimiter(name: string, limits: Limits = MAIL_LIMITS): MailLimiter {
  return {
    email: attemptLimit({ name: `${name}:recipient`, ...limits.email }),
    ip: attemptLimit({ name: `${name}:address`, ...limits.ip }),
  };
}

/** A form's limiter made on first use, when the configuration is read. */
export function lazyMailLimiter(name: string, limits: Limits = MAIL_LIMITS): () => MailLimiter {
  let limiter: MailLimiter | undefined;
  return () => {
    limiter ??= createMailLimiter(name, limits);
    return limiter;
  };
}

type Mail = { email: string; ip: string | null };

function recipient(email: string): string {
  return email.trim().toLowerCase().slice(0, 320);
}

/** Seconds until this mail may be asked for again (per recipient or address), or 0. */
export async function mailRetryAfterSeconds(
  limiter: MailLimiter,
  { email, ip }: Mail,
): Promise<number> {
  const [byRecipient, byAddress] = await Promise.all([
    limiter.email.retryAfterMs(recipient(email)),
    ip ? limiter.ip.retryAfterMs(ip) : 0,
  ]);
  return Math.ceil(Math.max(byRecipient, byAddress) / 1000);
}

/** A mail the store was asked to send counts for its recipient and the asking address. */
export async function recordMail(limiter: MailLimiter, { email, ip }: Mail): Promise<void> {
  await Promise.all([limiter.email.record(recipient(email)), ip ? limiter.ip.record(ip) : null]);
}
