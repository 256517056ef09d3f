import * as z from "zod";

import { EMAIL_MAX_LENGTH } from "#app/schemas/email-length.ts";
import { isEmail } from "#bff/rules/checkout-fields.ts";

export { EMAIL_MAX_LENGTH };

/**
 * Every e-mail field of the shop. One rule, the spec's, so an address accepted at the
 * newsletter is accepted at checkout and vice versa; only the messages are each form's own.
 * Exactly one message per value: a missing, an overlong and a malformed address each stop
 * the checks that follow.
 */
export function emailField(messages: { required: string; invalid: string; tooLong?: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .max(EMAIL_MAX_LENGTH, { error: messages.tooLong ?? messages.invalid, abort: true })
    .refine(isEmail, messages.invalid);
}
