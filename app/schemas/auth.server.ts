import * as z from "zod";

import { emailField } from "#app/schemas/email-field.server.ts";

/** The login form: e-mail and password; where to go afterwards rides along. */
export const LoginSchema = z.object({
  email: formEmail("auth.login"),
  password: z
    .string({ error: "auth.login.passwordRequired" })
    .min(1, "auth.login.passwordRequired")
    .max(1024, "auth.login.passwordTooLong"),
  redirectTo: z.string().optional(),
});

export type LoginFormInput = z.input<typeof LoginSchema>;

/** Longer than any password a person types; keeps hashing work at the store bounded. */
const MAX_PASSWORD_LENGTH = 1024;

/** The spec's phone_number rule: "+" and at least 9 of digits, space, . - / ( ). */
const PHONE_PATTERN = /^\+[\d .\-/()]{9,}$/;

function formEmail(prefix: string) {
  return emailField({ required: `${prefix}.emailRequired`, invalid: `${prefix}.emailInvalid` });
}

function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, message);
}

/** A new password: required, and no longer than any password a person types. */
export function newPassword(prefix: string) {
  return z
    .string({ error: `${prefix}.passwordRequired` })
    .min(1, `${prefix}.passwordRequired`)
    .max(MAX_PASSWORD_LENGTH, `${prefix}.passwordTooLong`);
}

type PasswordPair = { password: string; passwordConfirmation?: string | undefined };

/**
 * The spec's rule for a new password: equal to its confirmation, else "Nepodařilo se vám
 * heslo napsat 2× správně." at the confirmation. It runs even when other fields are wrong,
 * so all messages show at once, but not while the password itself is missing.
 */
export function withSamePasswordTwice<Schema extends z.ZodType<PasswordPair>>(
  schema: Schema,
  message: string,
) {
  return schema.refine(
    ({ password, passwordConfirmation }) => password === (passwordConfirmation ?? ""),
    {
      path: ["passwordConfirmation"],
      message,
      when: ({ issues }) => !issues.some((issue) => issue.path?.[0] === "password"),
    },
  );
}

/**
 * Registration: the names and e-mail the store requires, an optional phone (the spec's
 * phone_number rule), the password twice, the optional newsletter and the required
 * agreement with the terms and the processing of personal data.
 */
export const RegisterSchema = withSamePasswordTwice(
  z.object({
    firstName: requiredText("auth.register.firstNameRequired"),
    lastName: requiredText("auth.register.lastNameRequired"),
    email: formEmail("auth.register"),
    phone: z.string().trim().regex(PHONE_PATTERN, "auth.register.phoneInvalid").optional(),
    password: newPassword("auth.register"),
    passwordConfirmation: z.string().optional(),
    newsletter: z.boolean().default(false),
    terms: z
      .boolean({ error: "auth.register.termsRequired" })
      .refine(Boolean, "auth.register.termsRequired"),
    redirectTo: z.string().optional(),
  }),
  "auth.register.passwordMismatch",
);
export type RegisterFormInput = z.input<typeof RegisterSchema>;

/** The forgotten-password form: the account's e-mail. */
export const ForgotPasswordSchema = z.object({ email: formEmail("auth.forgot") });
export type ForgotPasswordFormInput = z.input<typeof ForgotPasswordSchema>;

/** A new password from the mailed link: its token and e-mail ride along hidden. */
export const ResetPasswordSchema = withSamePasswordTwice(
  z.object({
    token: requiredText("auth.reset.invalidLink"),
    email: formEmail("auth.reset"),
    password: newPassword("auth.reset"),
    passwordConfirmation: z.string().optional(),
  }),
  "auth.reset.passwordMismatch",
);
export type ResetPasswordFormInput = z.input<typeof ResetPasswordSchema>;

/** The activation form: the token of the mailed link. */
export const ActivationSchema = z.object({ token: requiredText("auth.activate.missingToken") });
