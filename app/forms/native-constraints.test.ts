import { getZodConstraint } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import type * as z from "zod";

import type { FormConstraint } from "#app/forms/form-field.ts";
import { ACCOUNT_ADDRESS_CONSTRAINT } from "#app/schemas/account-address-fields.ts";
import { accountAddressSchema } from "#app/schemas/account-address.ts";
import { ACCOUNT_DETAILS_CONSTRAINT } from "#app/schemas/account-details-fields.ts";
import { AccountDetailsSchema } from "#app/schemas/account-details.ts";
import { ACCOUNT_PASSWORD_CONSTRAINT } from "#app/schemas/account-password-fields.ts";
import { AccountPasswordSchema } from "#app/schemas/account-password.ts";
import {
  FORGOT_PASSWORD_CONSTRAINT,
  LOGIN_CONSTRAINT,
  REGISTER_CONSTRAINT,
  RESET_PASSWORD_CONSTRAINT,
} from "#app/schemas/auth-fields.ts";
import {
  ForgotPasswordSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
} from "#app/schemas/auth.ts";
import {
  ADD_TO_LIST_CONSTRAINT,
  SHOPPING_LIST_NAME_CONSTRAINT,
} from "#app/schemas/shopping-list-fields.ts";
import { AddToListSchema, ShoppingListNameSchema } from "#app/schemas/shopping-list.ts";

const COUNTRIES = [
  { code: "CZE", name: "Česko" },
  { code: "SVK", name: "Slovensko" },
];

/**
 * Every form whose browser side gets its native constraints as plain data, with the schema
 * its action validates by: the data must be what Conform reads from that schema, so the
 * schema stays the one source of both.
 */
const FORMS: Array<[string, FormConstraint, z.ZodType]> = [
  ["login", LOGIN_CONSTRAINT, LoginSchema],
  ["registration", REGISTER_CONSTRAINT, RegisterSchema],
  ["forgotten password", FORGOT_PASSWORD_CONSTRAINT, ForgotPasswordSchema],
  ["new password", RESET_PASSWORD_CONSTRAINT, ResetPasswordSchema],
  ["change of password", ACCOUNT_PASSWORD_CONSTRAINT, AccountPasswordSchema],
  ["personal data", ACCOUNT_DETAILS_CONSTRAINT, AccountDetailsSchema],
  [
    "address of the book",
    ACCOUNT_ADDRESS_CONSTRAINT,
    accountAddressSchema({ countries: COUNTRIES }),
  ],
  ["name of a shopping list", SHOPPING_LIST_NAME_CONSTRAINT, ShoppingListNameSchema],
  ["onto a shopping list", ADD_TO_LIST_CONSTRAINT, AddToListSchema],
];

describe("the browser's native constraints are the schemas' own", () => {
  test.each(FORMS)("%s", (_form, constraint, schema) => {
    expect(constraint).toStrictEqual(getZodConstraint(schema));
  });
});
