import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";

import {
  checkoutDetailsSchema,
  type CheckoutDetailsOptions,
} from "#app/schemas/checkout-details.server.ts";
import { CHECKOUT_FIELD_MESSAGES } from "#bff/rules/checkout-fields.ts";
import cs from "#locales/cs/common.json";

const NOW = () => new Date("2025-01-15T11:00:00Z");
const COURIER: CheckoutDetailsOptions = {
  addressRequired: true,
  customOrderNumber: false,
  guest: true,
  countries: [
    { code: "CZE", name: "Česko" },
    { code: "SVK", name: "Slovensko" },
    { code: "AUT", name: "Rakousko" },
  ],
  now: NOW,
};

const VALID = {
  email: "jana@example.cz",
  fullName: "Jana Nováková",
  phone: "+420 601 234 567",
  dateOfBirth: "1990-05-01",
  street: "Husova",
  houseNumber: "5",
  city: "Brno",
  postcode: "602 00",
  terms: "on",
  privacy: "on",
};

function errorsOf(fields: Record<string, string>, options: CheckoutDetailsOptions = COURIER) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const submission = parseWithZod(form, { schema: checkoutDetailsSchema(options) });
  return submission.status === "success" ? {} : (submission.error ?? {});
}

describe("checkout details schema", () => {
  test("takes a complete form with the default country", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(VALID)) form.append(name, value);
    const submission = parseWithZod(form, { schema: checkoutDetailsSchema(COURIER) });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toMatchObject({
      country: "CZE",
      billingCountry: "CZE",
      terms: true,
    });
  });

  test("requires terms and privacy, each with its message", () => {
    expect(errorsOf({ ...VALID, terms: "", privacy: "" })).toEqual({
      terms: ["checkout.details.errors.terms"],
      privacy: ["checkout.details.errors.privacy"],
    });
  });

  test("refuses a buyer of 17 years and 364 days, accepts one of 18", () => {
    expect(errorsOf({ ...VALID, dateOfBirth: "2007-01-16" })).toEqual({
      dateOfBirth: ["checkout.details.errors.underage"],
    });
    expect(errorsOf({ ...VALID, dateOfBirth: "2007-01-15" })).toEqual({});
    expect(errorsOf({ ...VALID, dateOfBirth: "1990-02-30" })).toEqual({
      dateOfBirth: ["checkout.details.errors.dateOfBirth"],
    });
  });

  test("checks street and house number against each other", () => {
    expect(errorsOf({ ...VALID, street: "Husova 5", houseNumber: "5" })).toEqual({
      street: ["checkout.details.errors.streetOnly"],
    });
    expect(errorsOf({ ...VALID, houseNumber: "5 a" })).toEqual({
      houseNumber: ["checkout.details.errors.houseNumber"],
    });
    expect(errorsOf({ ...VALID, street: "12", houseNumber: "5" })).toEqual({
      street: ["checkout.details.errors.streetAndNumber"],
    });
  });

  test("checks the postcode by the chosen country", () => {
    expect(errorsOf({ ...VALID, postcode: "6020" })).toEqual({
      postcode: ["checkout.details.errors.postcode"],
    });
    expect(errorsOf({ ...VALID, country: "AUT", postcode: "1010" })).toEqual({});
    expect(errorsOf({ ...VALID, country: "SVK", postcode: "811 01" })).toEqual({});
  });

  test("takes only the store's countries, CZE when none was sent", () => {
    expect(errorsOf({ ...VALID, country: "USA" })).toEqual({
      country: ["checkout.details.errors.required"],
    });
    expect(errorsOf(VALID)).toEqual({});
    expect(errorsOf({ ...VALID, country: "SVK", postcode: "811 01" })).toEqual({});
  });

  test("asks for the address only when the shipper delivers to one", () => {
    const pickup = { ...COURIER, addressRequired: false };
    const { street, houseNumber, city, postcode, ...withoutAddress } = VALID;
    expect([street, houseNumber, city, postcode]).toHaveLength(4);
    expect(errorsOf(withoutAddress, pickup)).toEqual({});
    expect(errorsOf(withoutAddress)).toMatchObject({
      street: ["checkout.details.errors.required"],
      city: ["checkout.details.errors.required"],
    });
  });

  test("switches business mode on when a business field is filled and checks the IČO", () => {
    expect(errorsOf({ ...VALID, vatin: "CZ27074358" })).toEqual({
      companyName: ["checkout.details.errors.required"],
      tin: ["checkout.details.errors.required"],
    });
    expect(errorsOf({ ...VALID, companyName: "Dvořák s.r.o.", tin: "27074359" })).toEqual({
      tin: ["checkout.details.errors.tin"],
    });
    expect(errorsOf({ ...VALID, companyName: "Dvořák s.r.o.", tin: "27074358" })).toEqual({});
  });

  test("switches the billing address on when one of its fields is filled", () => {
    expect(errorsOf({ ...VALID, billingCity: "Praha" })).toEqual({
      billingStreet: ["checkout.details.errors.required"],
      billingHouseNumber: ["checkout.details.errors.required"],
      billingPostcode: ["checkout.details.errors.required"],
    });
  });

  test("registration needs the password twice alike", () => {
    expect(errorsOf({ ...VALID, isRegistration: "on" })).toEqual({
      password: ["checkout.details.errors.required"],
    });
    expect(
      errorsOf({ ...VALID, isRegistration: "on", password: "a1", passwordConfirmation: "a2" }),
    ).toEqual({ passwordConfirmation: ["checkout.details.errors.passwordMismatch"] });
  });
});

describe("one submit shows every message", () => {
  /** A bad e-mail, a postcode of four digits, a wrong IČO and two different passwords. */
  const FOUR_MISTAKES = {
    ...VALID,
    email: "eva.mala@",
    postcode: "6020",
    companyName: "Dvořák s.r.o.",
    tin: "27074359",
    isRegistration: "on",
    password: "Heslo123!",
    passwordConfirmation: "Heslo124!",
  };
  const FOUR_MESSAGES = {
    email: ["checkout.details.errors.email"],
    postcode: ["checkout.details.errors.postcode"],
    tin: ["checkout.details.errors.tin"],
    passwordConfirmation: ["checkout.details.errors.passwordMismatch"],
  };

  test("four mistakes, four messages: the spec's Czech texts", () => {
    const errors = errorsOf(FOUR_MISTAKES);
    expect(errors).toEqual(FOUR_MESSAGES);
    const texts = cs.checkout.details.errors;
    expect([texts.email, texts.postcode, texts.tin, texts.passwordMismatch]).toEqual([
      "E-mail není ve správném formátu",
      "PSČ musí obsahovat 5 čísel",
      "Nesprávný formát IČ",
      "Nepodařilo se vám heslo napsat 2× správně.",
    ]);
  });

  test("the rules across fields run while a field is missing or a box unticked", () => {
    const { fullName, dateOfBirth, terms, ...withGaps } = FOUR_MISTAKES;
    expect([fullName, dateOfBirth, terms]).toHaveLength(3);
    expect(errorsOf(withGaps)).toEqual({
      ...FOUR_MESSAGES,
      fullName: ["checkout.details.errors.required"],
      dateOfBirth: ["checkout.details.errors.dateOfBirth"],
      terms: ["checkout.details.errors.terms"],
    });
  });

  test("a value of the wrong shape counts as missing, not as a crash", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(VALID)) form.append(name, value);
    form.append("street", "Husova");
    form.append("houseNumber", "7");
    const submission = parseWithZod(form, { schema: checkoutDetailsSchema(COURIER) });
    if (submission.status === "success") throw new Error("expected a refusal");
    expect(submission.error?.street).toContain("checkout.details.errors.required");
  });
});

describe("the Czech messages", () => {
  test("of the spec's rules are the spec's words", () => {
    const errors = cs.checkout.details.errors;
    expect({
      email: errors.email,
      fullName: errors.fullName,
      phoneNumber: errors.phoneNumber,
      streetOnly: errors.streetOnly,
      houseNumber: errors.houseNumber,
      postcode: errors.postcode,
      streetAndNumber: errors.streetAndNumber,
      tin: errors.tin,
    }).toEqual(CHECKOUT_FIELD_MESSAGES);
    expect(errors.passwordMismatch).toBe("Nepodařilo se vám heslo napsat 2× správně.");
    expect(errors.minimumOrder).toBe(
      "Do minimální výše ceny objednávky vám zbývá ještě {{remainingPrice}}",
    );
  });
});
