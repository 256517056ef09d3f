import * as z from "zod";

import { FORMAL_TITLES } from "#app/schemas/checkout-details-fields.ts";
import { emailField } from "#app/schemas/email-field.server.ts";
import { isAdult, parseBirthDate } from "#bff/rules/adult-age.ts";
import {
  isFullName,
  isHouseNumber,
  isPhoneNumber,
  isPostcode,
  isStreetAndNumber,
  isStreetOnly,
  isTin,
} from "#bff/rules/checkout-fields.ts";
import { DEFAULT_COUNTRY, type CountryOption } from "#bff/rules/country-options.ts";
import { checkoutModes, joinStreet } from "#bff/rules/order-payload.ts";

/** What the form depends on besides its fields: the chosen shipper and the shop's settings. */
export type CheckoutDetailsOptions = {
  /** The chosen shipper delivers to an address (else to a branch or the shop). */
  addressRequired: boolean;
  /** The shop lets customers give an order number of their own. */
  customOrderNumber: boolean;
  /** Registration is offered to guests only. */
  guest: boolean;
  /** The store's countries (spec §7); an address in another is refused. */
  countries: ReadonlyArray<CountryOption>;
  /** Today, for the buyer's age; the server's clock unless a test sets it. */
  now?: () => Date;
};

const ERROR = {
  required: "checkout.details.errors.required",
  tooLong: "checkout.details.errors.tooLong",
  email: "checkout.details.errors.email",
  fullName: "checkout.details.errors.fullName",
  phoneNumber: "checkout.details.errors.phoneNumber",
  streetOnly: "checkout.details.errors.streetOnly",
  houseNumber: "checkout.details.errors.houseNumber",
  postcode: "checkout.details.errors.postcode",
  streetAndNumber: "checkout.details.errors.streetAndNumber",
  tin: "checkout.details.errors.tin",
  dateOfBirth: "checkout.details.errors.dateOfBirth",
  underage: "checkout.details.errors.underage",
  password: "checkout.details.errors.passwordMismatch",
  terms: "checkout.details.errors.terms",
  privacy: "checkout.details.errors.privacy",
} as const;

const optionalText = (max: number) => z.string().trim().max(max, ERROR.tooLong).optional();
const requiredText = (max: number) =>
  z.string({ error: ERROR.required }).trim().min(1, ERROR.required).max(max, ERROR.tooLong);
const flag = z.boolean().optional();
const agreement = (message: string) =>
  z.boolean({ error: message }).refine((value) => value, message);
/** One of the store's countries; the default when the field was not sent. */
const country = (countries: ReadonlyArray<CountryOption>) =>
  z
    .string({ error: ERROR.required })
    .default(DEFAULT_COUNTRY)
    .refine((code) => countries.some((option) => option.code === code), ERROR.required);

/** A saved address picked in the form; it only fills fields, the order never reads it. */
const savedAddressId = z
  .number({ error: "checkoutAccount.addresses.choose" })
  .int("checkoutAccount.addresses.choose")
  .positive("checkoutAccount.addresses.choose");

type Issue = { path: string; message: string };

const asSent = z.string().optional().catch(undefined);
const tickedAsSent = z.boolean().optional().catch(undefined);

/**
 * The fields the rules across fields read, as sent: a field that failed its own rule (a
 * missing name, an unticked consent) still holds what came, and a value of the wrong shape
 * counts as missing, its own message already given.
 */
const CrossFieldSchema = z.object({
  street: asSent,
  houseNumber: asSent,
  city: asSent,
  postcode: asSent,
  country: z.string().catch(DEFAULT_COUNTRY),
  isBusiness: tickedAsSent,
  companyName: asSent,
  tin: asSent,
  vatin: asSent,
  vatinsvk: asSent,
  differentAddress: tickedAsSent,
  billingStreet: asSent,
  billingHouseNumber: asSent,
  billingCity: asSent,
  billingPostcode: asSent,
  billingCountry: z.string().catch(DEFAULT_COUNTRY),
  shipToShippingAddress: tickedAsSent,
  shippingName: asSent,
  shippingBusinessName: asSent,
  shippingPhone: asSent,
  isRegistration: tickedAsSent,
  password: asSent,
  passwordConfirmation: asSent,
});

/**
 * An address of street, house number, city and postcode with the spec's rules. A field in
 * `judged` was checked by the address-validation service, whose verdict replaces the local
 * format rule (spec §5); that it is filled in is still checked here.
 */
function addressIssues(
  fields: { street?: string; houseNumber?: string; city?: string; postcode?: string },
  countryCode: string,
  names: { street: string; houseNumber: string; city: string; postcode: string },
  judged: ReadonlySet<string>,
): Array<Issue> {
  const street = fields.street ?? "";
  const houseNumber = fields.houseNumber ?? "";
  const issues: Array<Issue> = [];
  const missing = (name: keyof typeof names, value: string) => {
    if (value === "") issues.push({ path: names[name], message: ERROR.required });
    return value === "";
  };
  if (!missing("street", street) && !judged.has(names.street)) {
    if (!isStreetOnly(street, houseNumber)) {
      issues.push({ path: names.street, message: ERROR.streetOnly });
    } else if (houseNumber !== "" && !isStreetAndNumber(joinStreet(street, houseNumber))) {
      issues.push({ path: names.street, message: ERROR.streetAndNumber });
    }
  }
  if (
    !missing("houseNumber", houseNumber) &&
    !judged.has(names.houseNumber) &&
    !isHouseNumber(houseNumber, street)
  ) {
    issues.push({ path: names.houseNumber, message: ERROR.houseNumber });
  }
  missing("city", fields.city ?? "");
  const postcode = fields.postcode ?? "";
  if (
    !missing("postcode", postcode) &&
    !judged.has(names.postcode) &&
    !isPostcode(postcode, countryCode)
  ) {
    issues.push({ path: names.postcode, message: ERROR.postcode });
  }
  return issues;
}

/**
 * The delivery-details form (the details step), run by its action (decision 052; the
 * browser gets no schema). Messages are translation keys; the cs texts of the
 * spec's rules are the spec's own words. Business and billing modes switch on when any
 * of their fields is filled, so the form works without JavaScript, where every section
 * is open.
 */
export function checkoutDetailsSchema(
  options: CheckoutDetailsOptions,
  /** Fields whose format the address-validation service judged (server only). */
  judged: ReadonlySet<string> = new Set(),
) {
  const now = options.now ?? (() => new Date());
  return z
    .object({
      orderKey: z.string().max(64).optional(),
      email: emailField({ required: ERROR.required, invalid: ERROR.email, tooLong: ERROR.tooLong }),
      formalTitle: z.enum(FORMAL_TITLES).optional(),
      fullName: requiredText(120).refine(isFullName, ERROR.fullName),
      phone: requiredText(30).refine(isPhoneNumber, ERROR.phoneNumber),
      dateOfBirth: z
        .string({ error: ERROR.dateOfBirth })
        .refine((value) => parseBirthDate(value) !== null, ERROR.dateOfBirth)
        .refine((value) => parseBirthDate(value) === null || isAdult(value, now()), ERROR.underage),
      street: optionalText(120),
      houseNumber: optionalText(20),
      city: optionalText(80),
      postcode: optionalText(12),
      country: country(options.countries),
      note: optionalText(2000),
      note_for_shipper: optionalText(500),
      customOrderNumber: optionalText(50),
      cardRequest: flag,
      isBusiness: flag,
      companyName: optionalText(200),
      tin: optionalText(12),
      vatin: optionalText(14),
      vatinsvk: optionalText(14),
      differentAddress: flag,
      billingStreet: optionalText(120),
      billingHouseNumber: optionalText(20),
      billingCity: optionalText(80),
      billingPostcode: optionalText(12),
      billingCountry: country(options.countries),
      shipToShippingAddress: flag,
      shippingName: optionalText(120),
      shippingBusinessName: optionalText(200),
      shippingPhone: optionalText(30),
      isRegistration: flag,
      password: z.string().max(1024, ERROR.tooLong).optional(),
      passwordConfirmation: z.string().max(1024, ERROR.tooLong).optional(),
      terms: agreement(ERROR.terms),
      privacy: agreement(ERROR.privacy),
      satisfactionSurvey: flag,
      purchaseRating: flag,
      magazine: flag,
      newsletter: flag,
      smsMarketing: flag,
      saveAddress: flag,
      deliveryAddressId: savedAddressId.optional(),
      billingAddressId: savedAddressId.optional(),
    })
    .superRefine(
      (sent, ctx) => {
        const read = CrossFieldSchema.safeParse(sent);
        if (!read.success) return;
        const value = read.data;
        const issues: Array<Issue> = [];
        const modes = checkoutModes(value);
        if (options.addressRequired) {
          issues.push(
            ...addressIssues(
              value,
              value.country,
              {
                street: "street",
                houseNumber: "houseNumber",
                city: "city",
                postcode: "postcode",
              },
              judged,
            ),
          );
        }
        if (modes.business) {
          if (!value.companyName) issues.push({ path: "companyName", message: ERROR.required });
          if (!value.tin) issues.push({ path: "tin", message: ERROR.required });
          else if (!isTin(value.tin, value.billingCountry)) {
            issues.push({ path: "tin", message: ERROR.tin });
          }
        }
        if (modes.differentAddress) {
          issues.push(
            ...addressIssues(
              {
                street: value.billingStreet,
                houseNumber: value.billingHouseNumber,
                city: value.billingCity,
                postcode: value.billingPostcode,
              },
              value.billingCountry,
              {
                street: "billingStreet",
                houseNumber: "billingHouseNumber",
                city: "billingCity",
                postcode: "billingPostcode",
              },
              judged,
            ),
          );
        }
        if (modes.shipToShippingAddress && value.shippingPhone) {
          if (!isPhoneNumber(value.shippingPhone)) {
            issues.push({ path: "shippingPhone", message: ERROR.phoneNumber });
          }
        }
        if (options.guest && value.isRegistration) {
          if (!value.password) issues.push({ path: "password", message: ERROR.required });
          else if (value.password !== value.passwordConfirmation) {
            issues.push({ path: "passwordConfirmation", message: ERROR.password });
          }
        }
        for (const issue of issues) {
          ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
        }
      },
      // Zod skips a refinement once a field has failed, and the shopper would see the street,
      // postcode, IČO and password messages only on a second submit: these run always, so
      // one submit shows every message.
      { when: () => true },
    );
}

export type CheckoutDetailsInput = z.infer<ReturnType<typeof checkoutDetailsSchema>>;

/** The "Načíst z ARES" button: only the IČO is read, the rest of the form rides along. */
export const AresLookupSchema = z.object({
  intent: z.literal("ares"),
  tin: z
    .string({ error: ERROR.required })
    .trim()
    .refine((value) => value !== "" && isTin(value, "CZE"), ERROR.tin),
});

/**
 * "Použít adresu" without JavaScript: which saved address fills the delivery or the billing
 * fields; the rest of the form rides along.
 */
export const SavedAddressChoiceSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("deliveryAddress"), deliveryAddressId: savedAddressId }),
  z.object({ intent: z.literal("billingAddress"), billingAddressId: savedAddressId }),
]);
