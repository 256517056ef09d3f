import * as z from "zod";

import { ADDRESS_TYPES } from "#app/schemas/account-address-fields.ts";
import { isRegionOf } from "#bff/rules/address-regions.ts";
import {
  isFullName,
  isPhoneNumber,
  isPostcode,
  isStreetAndNumber,
} from "#bff/rules/checkout-fields.ts";
import { DEFAULT_COUNTRY, type CountryOption } from "#bff/rules/country-options.ts";
import type { UserAddressInput } from "#bff/store/addresses.ts";

const ERROR = {
  type: "accountAddresses.errors.type",
  required: "accountAddresses.errors.required",
  tooLong: "accountAddresses.errors.tooLong",
  fullName: "accountAddresses.errors.fullName",
  streetAndNumber: "accountAddresses.errors.streetAndNumber",
  postcode: "accountAddresses.errors.postcode",
  country: "accountAddresses.errors.country",
  region: "accountAddresses.errors.region",
  phoneNumber: "accountAddresses.errors.phoneNumber",
} as const;

const requiredText = (max: number) =>
  z.string({ error: ERROR.required }).trim().min(1, ERROR.required).max(max, ERROR.tooLong);
const optionalText = (max: number) => z.string().trim().max(max, ERROR.tooLong).optional();

/** The fields the rules across fields read, as sent; a value of the wrong shape is missing. */
const PlaceSchema = z.object({
  postcode: z.string().optional().catch(undefined),
  countryCode: z.string().catch(DEFAULT_COUNTRY),
  region: z.string().optional().catch(undefined),
});

/**
 * An address of the customer's book with the spec's rules (§5): the full name
 * ("Nezadali jste celé jméno"), the street with its number ("Vyplňte ulici a za ní číslo
 * popisné"), the postcode by country ("PSČ musí obsahovat 5 čísel"), one of the store's
 * countries, a region of that country (spec §3) and an optional phone ("Nezadali jste
 * správně telefonní číslo"). Run by the actions only (decision 052); messages are keys.
 */
export function accountAddressSchema({ countries }: { countries: ReadonlyArray<CountryOption> }) {
  return z
    .object({
      type: z.enum(ADDRESS_TYPES, { error: ERROR.type }),
      name: requiredText(120).refine(isFullName, ERROR.fullName),
      companyName: optionalText(200),
      street: requiredText(120).refine(isStreetAndNumber, ERROR.streetAndNumber),
      city: requiredText(80),
      postcode: requiredText(12),
      countryCode: z
        .string({ error: ERROR.country })
        .default(DEFAULT_COUNTRY)
        .refine((code) => countries.some((option) => option.code === code), ERROR.country),
      region: optionalText(60),
      phone: optionalText(30).refine(
        (phone) => phone === undefined || isPhoneNumber(phone),
        ERROR.phoneNumber,
      ),
    })
    .superRefine(
      (sent, ctx) => {
        const read = PlaceSchema.safeParse(sent);
        if (!read.success) return;
        const { postcode, countryCode, region } = read.data;
        if (postcode?.trim() && !isPostcode(postcode, countryCode)) {
          ctx.addIssue({ code: "custom", path: ["postcode"], message: ERROR.postcode });
        }
        if (region && !isRegionOf(region, countryCode)) {
          ctx.addIssue({ code: "custom", path: ["region"], message: ERROR.region });
        }
      },
      // Every message at once: the postcode and region follow the country even while
      // another field is wrong.
      { when: () => true },
    );
}

export type AccountAddressFormInput = z.input<ReturnType<typeof accountAddressSchema>>;
export type AccountAddressValue = z.output<ReturnType<typeof accountAddressSchema>>;

/** A checked form as the store takes it. */
export function userAddressInput(value: AccountAddressValue): UserAddressInput {
  return {
    type: value.type,
    name: value.name,
    companyName: value.companyName ?? null,
    street: value.street,
    city: value.city,
    postcode: value.postcode,
    countryCode: value.countryCode,
    region: value.region ?? null,
    phone: value.phone ?? null,
  };
}

/** The store's field names and the form's names for them, for its refusals. */
export const ADDRESS_STORE_FIELDS: Readonly<Record<string, string>> = {
  type: "type",
  name: "name",
  companyName: "companyName",
  street: "street",
  city: "city",
  postcode: "postcode",
  country_code: "countryCode",
  region: "region",
  phone: "phone",
};
