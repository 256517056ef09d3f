import { getZodConstraint } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import type * as z from "zod";

import type { FormConstraint } from "#app/forms/form-field.ts";
import { ACCOUNT_PASSWORD_CONSTRAINT } from "#app/schemas/account-password-fields.ts";
import { AccountPasswordSchema } from "#app/schemas/account-password.ts";
import {
  FORGOT_PASSWORD_CONSTRAINT,
  LOGIN_CONSTRAINT,
  REGISTER_CONSTRAINT,
  RESET_PASSWORD_CONSTRAINT,
} from "#app/schemas/auth-fields.ts";
import {
  ForgotPasswordSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
} from "#app/schemas/auth.ts";

/**
 * Every form whose browser side gets its native constraints as plain data, with the schema
 * its action validates by: the data must be what Conform reads from that schema, so the
 * schema stays the one source of both.
 */
const FORMS: Array<[string, FormConstraint, z.ZodType]> = [
  ["login", LOGIN_CONSTRAINT, LoginSchema],
  ["registration", REGISTER_CONSTRAINT, RegisterSchema],
  ["forgotten password", FORGOT_PASSWORD_CONSTRAINT, ForgotPasswordSchema],
  ["new password", RESET_PASSWORD_CONSTRAINT, ResetPasswordSchema],
  ["change of password", ACCOUNT_PASSWORD_CONSTRAINT, AccountPasswordSchema],
];

describe("the browser's native constraints are the schemas' own", () => {
  test.each(FORMS)("%s", (_form, constraint, schema) => {
    expect(constraint).toStrictEqual(getZodConstraint(schema));
  });
});
