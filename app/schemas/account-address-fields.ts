import type { FormConstraint } from "#app/forms/form-field.ts";
import type { UserAddress, UserAddressType } from "#bff/store/addresses.ts";

/** The kinds of saved address, as the store names them. */
export const ADDRESS_TYPES = [
  "delivery",
  "billing",
] as const satisfies ReadonlyArray<UserAddressType>;

/** The fields of one address, without its type: what a form showing an address needs. */
export const ADDRESS_FIELD_NAMES = [
  "name",
  "companyName",
  "street",
  "city",
  "postcode",
  "countryCode",
  "region",
  "phone",
] as const;

export type AddressFieldName = (typeof ADDRESS_FIELD_NAMES)[number];

/**
 * An address's native constraints: what its schema requires, as plain data for the
 * browser, where only the action validates (decision 052).
 */
export const ACCOUNT_ADDRESS_CONSTRAINT: FormConstraint = {
  type: { required: true, pattern: ADDRESS_TYPES.join("|") },
  name: { required: true },
  companyName: { required: false },
  street: { required: true },
  city: { required: true },
  postcode: { required: true },
  countryCode: { required: false },
  region: { required: false },
  phone: { required: false },
};

/** A saved address as the form's starting values. */
export function addressFormValues(address: UserAddress): Record<string, string> {
  return {
    type: address.type,
    name: address.name,
    companyName: address.companyName ?? "",
    street: address.street,
    city: address.city,
    postcode: address.postcode,
    countryCode: address.countryCode,
    region: address.region ?? "",
    phone: address.phone ?? "",
  };
}
