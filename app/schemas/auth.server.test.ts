import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import type * as z from "zod";

import { RegisterSchema, ResetPasswordSchema } from "#app/schemas/auth.server.ts";

function errorsOf(schema: z.ZodType, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const submission = parseWithZod(form, { schema });
  return submission.status === "success" ? {} : (submission.error ?? {});
}

describe("one submit shows every message", () => {
  test("registration: a missing name, a bad e-mail, unticked terms and two passwords", () => {
    expect(
      errorsOf(RegisterSchema, {
        lastName: "Dvořáková",
        email: "petra@",
        password: "Heslo123!",
        passwordConfirmation: "Heslo124!",
      }),
    ).toEqual({
      firstName: ["auth.register.firstNameRequired"],
      email: ["auth.register.emailInvalid"],
      terms: ["auth.register.termsRequired"],
      passwordConfirmation: ["auth.register.passwordMismatch"],
    });
  });

  test("a new password: a broken link's e-mail and two passwords", () => {
    expect(
      errorsOf(ResetPasswordSchema, {
        token: "t-1",
        email: "jana@",
        password: "Heslo123!",
        passwordConfirmation: "Heslo124!",
      }),
    ).toEqual({
      email: ["auth.reset.emailInvalid"],
      passwordConfirmation: ["auth.reset.passwordMismatch"],
    });
  });

  test("no mismatch message while the password itself is missing", () => {
    expect(errorsOf(RegisterSchema, { passwordConfirmation: "Heslo124!" })).not.toHaveProperty(
      "passwordConfirmation",
    );
  });
});
