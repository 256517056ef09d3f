import type { FormConstraint } from "#app/forms/form-field.ts";

/** The business fields as sent; a value of the wrong shape counts as missing. */
export type BusinessFields = {
  isBusiness?: boolean | undefined;
  companyName?: string | undefined;
  tin?: string | undefined;
  vatin?: string | undefined;
};

/**
 * Whether the customer buys for a company: the box ticked, or any business field filled
 * (spec §4), so the form works without JavaScript, where the fields are always there.
 */
export function isBusinessCustomer(value: BusinessFields): boolean {
  return Boolean(value.isBusiness || value.companyName || value.tin || value.vatin);
}

/**
 * The personal data's native constraints: what its schema requires, as plain data for the
 * browser, where only the action validates (decision 052).
 */
export const ACCOUNT_DETAILS_CONSTRAINT: FormConstraint = {
  firstName: { required: true },
  lastName: { required: true },
  phone: { required: false },
  isBusiness: { required: false },
  companyName: { required: false },
  tin: { required: false },
  vatin: { required: false },
  newsletter: { required: false },
};
