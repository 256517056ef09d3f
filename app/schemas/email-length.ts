/**
 * The longest address SMTP carries (RFC 5321's limit for a path). Apart from the e-mail
 * schema so that an input can take it without loading zod: the footer's sign-up is on
 * every page.
 */
export const EMAIL_MAX_LENGTH = 254;
