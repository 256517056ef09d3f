import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import * as z from "zod";

import { EMAIL_MAX_LENGTH, emailField } from "#app/schemas/email-field.server.ts";

const MESSAGES = { required: "form.emailRequired", invalid: "form.emailInvalid" };
const Schema = z.object({ email: emailField({ ...MESSAGES, tooLong: "form.emailTooLong" }) });

/** A well-formed address of exactly `length` characters. */
function addressOf(length: number): string {
  const domain = "@example.cz";
  return `${"a".repeat(length - domain.length)}${domain}`;
}

/** The messages of the field as a submitted form gets them (Conform turns "" into missing). */
function errorsOf(fields: Record<string, string>, schema: z.ZodType = Schema) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const submission = parseWithZod(form, { schema });
  return submission.status === "success" ? [] : (submission.error?.email ?? []);
}

describe("the e-mail field", () => {
  test("takes an address of exactly 254 characters", () => {
    const email = addressOf(EMAIL_MAX_LENGTH);
    expect(email).toHaveLength(254);
    expect(Schema.parse({ email })).toEqual({ email });
  });

  test("refuses 255 characters with the too-long message only, even when malformed", () => {
    expect(errorsOf({ email: addressOf(255) })).toEqual(["form.emailTooLong"]);
    expect(errorsOf({ email: "a".repeat(255) })).toEqual(["form.emailTooLong"]);
  });

  test("refuses the 311 characters of the review", () => {
    expect(errorsOf({ email: addressOf(311) })).toEqual(["form.emailTooLong"]);
  });

  test("without a too-long message says the address is invalid", () => {
    const schema = z.object({ email: emailField(MESSAGES) });
    expect(errorsOf({ email: addressOf(255) }, schema)).toEqual(["form.emailInvalid"]);
  });

  test("trims the spaces around an address, also before measuring it", () => {
    const email = addressOf(EMAIL_MAX_LENGTH);
    expect(Schema.parse({ email: `  ${email}\t` })).toEqual({ email });
    expect(errorsOf({ email: ` ${email} ` })).toEqual([]);
  });

  test.each([
    ["empty", { email: "" }],
    ["only spaces", { email: "   " }],
    ["missing", {}],
  ])("%s is required", (_, fields) => {
    expect(errorsOf(fields)).toEqual(["form.emailRequired"]);
    expect(Schema.safeParse(fields).error?.issues.map((issue) => issue.message)).toEqual([
      "form.emailRequired",
    ]);
  });

  test.each(["jana", "jana@", "jana@example", "ja na@example.cz", "@example.cz"])(
    "refuses %j as invalid",
    (email) => {
      expect(errorsOf({ email })).toEqual(["form.emailInvalid"]);
    },
  );
});
