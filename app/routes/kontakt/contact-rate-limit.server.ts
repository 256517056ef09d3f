import {
  createMailLimiter,
  lazyMailLimiter,
  type MailLimiter,
} from "#app/account/mail-rate-limit.server.ts";

const TEN_MINUTES = 10 * 60 * 1000;

/**
 * Messages one client address, and one sender's address, may send in 10 minutes: more than
 * a shopper writes, too few to flood customer care or someone's mailbox with the store's
 * confirmations. Counted per message the store took.
 */
export const CONTACT_LIMITS = {
  email: { max: 5, windowMs: TEN_MINUTES },
  ip: { max: 5, windowMs: TEN_MINUTES },
} as const;

/**
 * The contact form's counters, kept and read like those of the other mailing forms
 * (`mailRetryAfterSeconds`, `recordMail`), shared between instances the same way.
 */
export function createContactLimiter(): MailLimiter {
  return createMailLimiter("contact", CONTACT_LIMITS);
}

/** This process's contact limiter, made on first use. */
export const contactLimiter = lazyMailLimiter("contact", CONTACT_LIMITS);
