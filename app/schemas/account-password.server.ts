import * as z from "zod";

import { newPassword, withSamePasswordTwice } from "#app/schemas/auth.server.ts";

const ERRORS = "accountPassword.errors";

/**
 * Changing the password: the current one (the store checks it), then the new one twice
 * with the registration's rules ("Nepodařilo se vám heslo napsat 2× správně." at the
 * confirmation).
 */
export const AccountPasswordSchema = withSamePasswordTwice(
  z.object({
    oldPassword: z
      .string({ error: `${ERRORS}.oldPasswordRequired` })
      .min(1, `${ERRORS}.oldPasswordRequired`)
      .max(1024, `${ERRORS}.passwordTooLong`),
    password: newPassword(ERRORS),
    passwordConfirmation: z.string().optional(),
  }),
  `${ERRORS}.passwordMismatch`,
);

export type AccountPasswordFormInput = z.input<typeof AccountPasswordSchema>;

/** The form's password fields: none of them ever comes back to the page. */
export const PASSWORD_FIELDS = ["oldPassword", "password", "passwordConfirmation"];
