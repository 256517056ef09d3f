import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";

import { AccountPasswordSchema } from "#app/schemas/account-password.server.ts";
import { czechText } from "#app/testing/texts.ts";

function errorsOf(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const submission = parseWithZod(form, { schema: AccountPasswordSchema });
  return submission.status === "success" ? {} : (submission.error ?? {});
}

describe("change of password", () => {
  test("the current password and the new one twice alike go through", () => {
    expect(
      errorsOf({
        oldPassword: "Heslo123!",
        password: "Nove456!",
        passwordConfirmation: "Nove456!",
      }),
    ).toEqual({});
  });

  test("a mistyped confirmation gets the spec's message, beside a missing current password", () => {
    const errors = errorsOf({ password: "Nove456!", passwordConfirmation: "Nove457!" });
    expect(errors.oldPassword?.map(czechText)).toEqual(["Zadejte současné heslo."]);
    expect(errors.passwordConfirmation?.map(czechText)).toEqual([
      "Nepodařilo se vám heslo napsat 2× správně.",
    ]);
  });

  test("no mismatch message while the new password itself is missing", () => {
    expect(errorsOf({ oldPassword: "Heslo123!", passwordConfirmation: "Nove457!" })).toEqual({
      password: ["accountPassword.errors.passwordRequired"],
    });
  });
});
