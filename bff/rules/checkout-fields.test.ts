import { describe, expect, it } from "vitest";

import {
  CHECKOUT_FIELD_MESSAGES,
  isEmail,
  isFullName,
  isHouseNumber,
  isPhoneNumber,
  isPostcode,
  isStreetAndNumber,
  isStreetOnly,
  isTin,
} from "./checkout-fields.ts";

describe("the spec's messages", () => {
  it("are the Czech texts of the spec, verbatim", () => {
    expect(CHECKOUT_FIELD_MESSAGES).toEqual({
      email: "E-mail není ve správném formátu",
      fullName: "Nezadali jste celé jméno",
      phoneNumber: "Nezadali jste správně telefonní číslo",
      streetOnly: "Vyplňte správně ulici",
      houseNumber: "Vyplňte správně číslo popisné",
      postcode: "PSČ musí obsahovat 5 čísel",
      streetAndNumber: "Vyplňte ulici a za ní číslo popisné",
      tin: "Nesprávný formát IČ",
    });
  });
});

describe("email", () => {
  it.each([
    "jana@example.cz",
    "jana.novakova+eshop@posta.example.com",
    "o'connor@example.ie",
    "info@příklad.cz",
    "  jana@example.cz ",
  ])("accepts %j", (value) => {
    expect(isEmail(value)).toBe(true);
  });
  it.each([
    "jana",
    "jana@",
    "jana@example",
    "ja na@example.cz",
    "@example.cz",
    "jana..novak@example.cz",
    ".jana@example.cz",
    "jana.@example.cz",
    "jana@-example.cz",
    "jana@example..cz",
    "jana@example.c",
    "jana@[1.2.3.4]",
    "ja<na>@example.cz",
    "jana,eva@example.cz",
    "jana@exa_mple.cz",
  ])("refuses %j", (value) => {
    expect(isEmail(value)).toBe(false);
  });
});

describe("full_name", () => {
  it.each(["Jana Nováková", "Jan van der Berg", "  Eva  Malá "])("accepts %j", (value) => {
    expect(isFullName(value)).toBe(true);
  });
  it.each(["Jana", "  Jana  ", ""])("refuses %j", (value) => {
    expect(isFullName(value)).toBe(false);
  });
});

describe("phone_number", () => {
  it.each(["+420 601 234 567", "+420601234567", "+421 (2) 123-456", "+49 30/123.456"])(
    "accepts %s",
    (value) => {
      expect(isPhoneNumber(value)).toBe(true);
    },
  );
  it.each(["601 234 567", "+42060123", "+420 601 234 56x", "00420601234567"])(
    "refuses %s",
    (value) => {
      expect(isPhoneNumber(value)).toBe(false);
    },
  );
});

describe("street_only", () => {
  it("accepts a street without its house number", () => {
    expect(isStreetOnly("Husova", "5")).toBe(true);
    expect(isStreetOnly("Husova", "")).toBe(true);
  });
  it("refuses a street that repeats the house number", () => {
    expect(isStreetOnly("Husova 5", "5")).toBe(false);
    expect(isStreetOnly("Na Příkopě 10/12", "10/12")).toBe(false);
  });
});

describe("house_number", () => {
  it.each([
    ["5", "Husova"],
    ["1234/56a", "Vinohradská"],
  ])("accepts %s beside %s", (value, street) => {
    expect(isHouseNumber(value, street)).toBe(true);
  });
  it.each([
    ["12 a", "Husova"],
    ["", "Husova"],
    ["Husova", "Husova"],
  ])("refuses %j beside %s", (value, street) => {
    expect(isHouseNumber(value, street)).toBe(false);
  });
});

describe("postcode by country", () => {
  it.each([
    ["CZE", "602 00"],
    ["CZE", "60200"],
    ["DEU", "10115"],
    ["AUT", "1010"],
    ["CHE", "8001"],
    ["SVK", "811 01"],
    ["POL", "00-950"],
    // A hostile form's country names nothing the shop knows, not an object's own property.
    ["constructor", "110 00"],
    ["__proto__", "110 00"],
  ])("%s accepts %s", (country, value) => {
    expect(isPostcode(value, country)).toBe(true);
  });
  it.each([
    ["CZE", "6020"],
    ["CZE", "602  00"],
    ["CZE", "60200a"],
    ["DEU", "1011"],
    ["AUT", "10100"],
    ["CHE", "800"],
  ])("%s refuses %s", (country, value) => {
    expect(isPostcode(value, country)).toBe(false);
  });
});

describe("street_and_number", () => {
  it.each(["Husova 5", "Na Příkopě 10/12a", "Vinohradská 1234/56"])("accepts %s", (value) => {
    expect(isStreetAndNumber(value)).toBe(true);
  });
  it.each(["Husova", "12 5", "5 Husova", ""])("refuses %j", (value) => {
    expect(isStreetAndNumber(value)).toBe(false);
  });
});

describe("tin", () => {
  it("checks a Czech IČO with its check digit", () => {
    expect(isTin("27074358", "CZE")).toBe(true);
    expect(isTin("27074359", "CZE")).toBe(false);
    expect(isTin("2707435", "CZE")).toBe(false);
  });
  it("takes an empty value and any other country's number", () => {
    expect(isTin("", "CZE")).toBe(true);
    expect(isTin("12345", "SVK")).toBe(true);
  });
});
