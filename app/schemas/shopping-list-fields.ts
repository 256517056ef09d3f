import type { FormConstraint } from "#app/forms/form-field.ts";

/** The store's limits on a list (decision 003): a name of 1 to 100, amounts 1 to 9999. */
export const LIST_NAME_MAX_LENGTH = 100;
export const LIST_AMOUNT_MAX = 9999;

/*
 * The list forms' native constraints: what their schemas require, as plain data for the
 * browser, where only the actions validate (decision 052).
 */

export const SHOPPING_LIST_NAME_CONSTRAINT: FormConstraint = {
  name: { required: true },
};

export const ADD_TO_LIST_CONSTRAINT: FormConstraint = {
  variantId: { required: true },
  amount: { required: true },
  listId: { required: false },
  newListName: { required: false },
  returnTo: { required: false },
};
