import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";

import { AccountDetailsSchema } from "#app/schemas/account-details.server.ts";
import { czechText } from "#app/testing/texts.ts";

function parse(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return parseWithZod(form, { schema: AccountDetailsSchema });
}

function errorsOf(fields: Record<string, string>) {
  const submission = parse(fields);
  return submission.status === "success" ? {} : (submission.error ?? {});
}

const NAMES = { firstName: "Jana", lastName: "Nováková" };

describe("personal data", () => {
  test("names alone are enough; the phone and the business data are optional", () => {
    const submission = parse(NAMES);
    expect(submission.status).toBe("success");
    expect(submission.status === "success" ? submission.value : null).toEqual({
      ...NAMES,
      newsletter: false,
    });
  });

  test("a phone follows the spec's phone_number rule, with its Czech message", () => {
    expect(errorsOf({ ...NAMES, phone: "+420 601 234 567" })).toEqual({});
    const { phone } = errorsOf({ ...NAMES, phone: "601234567" });
    expect(phone?.map(czechText)).toEqual(["Nezadali jste správně telefonní číslo"]);
  });

  test("an IČO with its check digit passes, another is 'Nesprávný formát IČ'", () => {
    const business = { ...NAMES, isBusiness: "on", companyName: "Alza.cz a.s." };
    expect(errorsOf({ ...business, tin: "27074358" })).toEqual({});
    const { tin } = errorsOf({ ...business, tin: "27074357" });
    expect(tin?.map(czechText)).toEqual(["Nesprávný formát IČ"]);
  });

  test("a business customer names the company and its IČO, all messages at once", () => {
    expect(errorsOf({ lastName: "Nováková", isBusiness: "on" })).toEqual({
      firstName: ["accountDetails.errors.firstNameRequired"],
      companyName: ["accountDetails.errors.companyNameRequired"],
      tin: ["accountDetails.errors.tinRequired"],
    });
  });

  test("a filled business field switches business mode on without the box (no JavaScript)", () => {
    expect(errorsOf({ ...NAMES, vatin: "CZ27074358" })).toEqual({
      companyName: ["accountDetails.errors.companyNameRequired"],
      tin: ["accountDetails.errors.tinRequired"],
    });
  });

  test("the newsletter box is read as a flag", () => {
    const submission = parse({ ...NAMES, newsletter: "on" });
    expect(submission.status === "success" && submission.value.newsletter).toBe(true);
  });
});
