import type { FormConstraint } from "#app/forms/form-field.ts";
import type { ClaimKind } from "#bff/pages/claims.ts";
import { RETURN_REASONS } from "#bff/rules/return-reasons.ts";

/** Field names of the order's step: the page's query (`?objednavka=…&email=…`). */
export const ORDER_FIELD = "objednavka";
export const ORDER_CODE_MAX_LENGTH = 32;
export const DESCRIPTION_MIN_LENGTH = 20;
export const DESCRIPTION_MAX_LENGTH = 2000;

/*
 * The claim forms' native constraints: what their schemas require, as plain data for the
 * browser, where only the server validates (decision 052).
 */

export const CUSTOMER_ORDER_CONSTRAINT: FormConstraint = {
  [ORDER_FIELD]: { required: true },
};

export const GUEST_ORDER_CONSTRAINT: FormConstraint = {
  [ORDER_FIELD]: { required: true },
  email: { required: true },
};

const CLAIM_COMMON: FormConstraint = {
  [ORDER_FIELD]: { required: true },
  email: { required: false },
  claimKey: { required: false },
  items: { required: true, multiple: true },
  "items[]": { required: true },
  "items[].id": { required: true },
  "items[].amount": { required: false },
  bankAccount: { required: false },
  consent: { required: true },
};

/** The claim form's, by kind: a complaint's description or a return's reason. */
export const CLAIM_FORM_CONSTRAINTS: Readonly<Record<ClaimKind, FormConstraint>> = {
  complaint: { ...CLAIM_COMMON, description: { required: true } },
  return: { ...CLAIM_COMMON, reason: { required: true, pattern: RETURN_REASONS.join("|") } },
};
