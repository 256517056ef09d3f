import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";

import { addressFormValues } from "#app/schemas/account-address-fields.ts";
import { accountAddressSchema, userAddressInput } from "#app/schemas/account-address.server.ts";
import { czechText } from "#app/testing/texts.ts";

const COUNTRIES = [
  { code: "CZE", name: "Česko" },
  { code: "SVK", name: "Slovensko" },
  { code: "DEU", name: "Německo" },
];

const VALID = {
  type: "delivery",
  name: "Jana Nováková",
  street: "Husova 5",
  city: "Brno",
  postcode: "602 00",
  countryCode: "CZE",
  region: "Jihomoravský kraj",
  phone: "+420 601 234 567",
};

function parse(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return parseWithZod(form, { schema: accountAddressSchema({ countries: COUNTRIES }) });
}

function czechErrorsOf(fields: Record<string, string>) {
  const submission = parse(fields);
  const errors = submission.status === "success" ? {} : (submission.error ?? {});
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [field, messages?.map(czechText)]),
  );
}

describe("an address of the book", () => {
  test("a Czech delivery address with its region goes to the store as it was typed", () => {
    const submission = parse(VALID);
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(userAddressInput(submission.value)).toEqual({
      ...VALID,
      companyName: null,
    });
  });

  test("the spec's rules with their Czech messages, all at once", () => {
    expect(
      czechErrorsOf({
        ...VALID,
        name: "Jana",
        street: "Husova",
        postcode: "6020",
        phone: "601234567",
      }),
    ).toEqual({
      name: ["Nezadali jste celé jméno"],
      street: ["Vyplňte ulici a za ní číslo popisné"],
      postcode: ["PSČ musí obsahovat 5 čísel"],
      phone: ["Nezadali jste správně telefonní číslo"],
    });
  });

  test("postcodes by country: CZE 3 + 2 digits, DEU 5, others anything", () => {
    expect(czechErrorsOf({ ...VALID, postcode: "60200" })).toEqual({});
    expect(czechErrorsOf({ ...VALID, countryCode: "DEU", region: "", postcode: "10115" })).toEqual(
      {},
    );
    expect(
      czechErrorsOf({ ...VALID, countryCode: "DEU", region: "", postcode: "101 15" }),
    ).toHaveProperty("postcode");
    expect(
      czechErrorsOf({ ...VALID, countryCode: "SVK", region: "Košický kraj", postcode: "040 01" }),
    ).toEqual({});
  });

  test("a region must be one of the chosen country's", () => {
    expect(czechErrorsOf({ ...VALID, region: "Košický kraj" })).toEqual({
      region: ["Vyberte kraj zvoleného státu."],
    });
    expect(czechErrorsOf({ ...VALID, region: "" })).toEqual({});
  });

  test("a country the store does not offer, and a missing type, are refused", () => {
    expect(czechErrorsOf({ ...VALID, countryCode: "USA", region: "" })).toEqual({
      countryCode: ["Vyberte stát ze seznamu."],
    });
    const { type: _type, ...withoutType } = VALID;
    expect(Object.keys(czechErrorsOf(withoutType))).toEqual(["type"]);
  });

  test("a saved address fills the form with empty strings for what it lacks", () => {
    expect(
      addressFormValues({
        id: 7,
        type: "billing",
        name: "Jana Nováková",
        companyName: null,
        street: "Husova 5",
        city: "Brno",
        postcode: "602 00",
        countryCode: "CZE",
        region: null,
        phone: null,
      }),
    ).toEqual({
      type: "billing",
      name: "Jana Nováková",
      companyName: "",
      street: "Husova 5",
      city: "Brno",
      postcode: "602 00",
      countryCode: "CZE",
      region: "",
      phone: "",
    });
  });
});
