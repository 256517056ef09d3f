import type { FormConstraint } from "#app/forms/form-field.ts";

/**
 * The change of password's native constraints: what its schema requires, as plain data for
 * the browser, where only the action validates (decision 052).
 */
export const ACCOUNT_PASSWORD_CONSTRAINT: FormConstraint = {
  oldPassword: { required: true },
  password: { required: true },
  passwordConfirmation: { required: false },
};
