import { isValidIco } from "./ico.ts";

/**
 * The spec's custom form rules (§5) as pure functions, shared by the browser and the
 * server. Each holds for an empty value too where the spec does not say otherwise: whether
 * a field is required is the form's business, not the rule's.
 */

/** The spec's Czech message of each rule, verbatim; the locales repeat them per language. */
export const CHECKOUT_FIELD_MESSAGES = {
  email: "E-mail není ve správném formátu",
  fullName: "Nezadali jste celé jméno",
  phoneNumber: "Nezadali jste správně telefonní číslo",
  streetOnly: "Vyplňte správně ulici",
  houseNumber: "Vyplňte správně číslo popisné",
  postcode: "PSČ musí obsahovat 5 čísel",
  streetAndNumber: "Vyplňte ulici a za ní číslo popisné",
  tin: "Nesprávný formát IČ",
} as const;

export type CheckoutFieldRule = keyof typeof CHECKOUT_FIELD_MESSAGES;

/**
 * email: a valid format. The local part as mail servers take it unquoted (no leading,
 * trailing or doubled dot), a domain of labels that neither start nor end with a hyphen
 * (letters of any script, for internationalised domains) and a top-level domain of two
 * letters or more: an address a mail server would bounce is refused here, not after the order.
 */
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,}$/u;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** full_name: at least two words separated by a space. */
export function isFullName(value: string): boolean {
  return value.trim().split(/\s+/).filter(Boolean).length >= 2;
}

/**
 * phone_number: begins with + followed by at least 9 characters from digits, space, dot,
 * dash, slash and parentheses.
 */
export function isPhoneNumber(value: string): boolean {
  return /^\+[\d .\-/()]{9,}$/.test(value.trim());
}

/** street_only: the street must not contain the house number given beside it. */
export function isStreetOnly(street: string, houseNumber: string): boolean {
  const number = houseNumber.trim();
  return number === "" || !street.includes(number);
}

/** house_number: one word, not equal to the reference value (the street). */
export function isHouseNumber(value: string, reference: string): boolean {
  const number = value.trim();
  return /^\S+$/.test(number) && number !== reference.trim();
}

/**
 * Postcode patterns by country code; a country without one accepts any postcode. A Map, so
 * that a posted code such as "constructor" finds nothing rather than an object's own.
 */
const POSTCODE_PATTERNS = new Map<string, RegExp>([
  ["AUT", /^\d{4}$/],
  ["DEU", /^\d{5}$/],
  ["CZE", /^\d{3} ?\d{2}$/],
  ["CHE", /^\d{4}$/],
]);

/** postcode: by country (AUT 4 digits, DEU 5, CZE 3 + optional space + 2, CHE 4). */
export function isPostcode(value: string, countryCode: string): boolean {
  return POSTCODE_PATTERNS.get(countryCode)?.test(value.trim()) ?? true;
}

/** street_and_number: non-digit text, whitespace, then a number ("Husova 5"). */
export function isStreetAndNumber(value: string): boolean {
  return /\D\s+\d/.test(value.trim());
}

/** tin: checked only for CZE; empty is valid; otherwise an IČO with its check digit. */
export function isTin(value: string, countryCode: string): boolean {
  const tin = value.trim();
  if (countryCode !== "CZE" || tin === "") return true;
  return isValidIco(tin);
}
