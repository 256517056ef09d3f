import type { FormConstraint } from "#app/forms/form-field.ts";

/** The store's order codes (ten digits in the sandbox; letters and dashes elsewhere). */
export const ORDER_CODE_MAX_LENGTH = 32;

/**
 * The look-up's native constraints: what its schema requires, as plain data for the
 * browser, where only the loader validates (decision 052).
 */
export const ORDER_STATUS_CONSTRAINT: FormConstraint = {
  kod: { required: true },
  email: { required: true },
};
