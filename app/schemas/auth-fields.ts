import type { FormConstraint } from "#app/forms/form-field.ts";

/*
 * The sign-in forms' native constraints: what their schemas require of each field, as plain
 * data for the browser, where only their actions validate (decision 052). Each is tested
 * equal to Conform's reading of its schema.
 */

export const LOGIN_CONSTRAINT: FormConstraint = {
  email: { required: true },
  password: { required: true },
  redirectTo: { required: false },
};

export const REGISTER_CONSTRAINT: FormConstraint = {
  firstName: { required: true },
  lastName: { required: true },
  email: { required: true },
  phone: { required: false },
  password: { required: true },
  passwordConfirmation: { required: false },
  newsletter: { required: false },
  terms: { required: true },
  redirectTo: { required: false },
};

export const FORGOT_PASSWORD_CONSTRAINT: FormConstraint = {
  email: { required: true },
};

export const RESET_PASSWORD_CONSTRAINT: FormConstraint = {
  token: { required: true },
  email: { required: true },
  password: { required: true },
  passwordConfirmation: { required: false },
};
