import { getZodConstraint } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import type * as z from "zod";

import {
  CLAIM_FORM_CONSTRAINTS,
  CUSTOMER_ORDER_CONSTRAINT,
  GUEST_ORDER_CONSTRAINT,
} from "#app/claims/claim-fields.ts";
import {
  CustomerOrderSchema,
  GuestOrderSchema,
  claimFormSchema,
} from "#app/claims/claim-schema.server.ts";
import type { FormConstraint } from "#app/forms/form-field.ts";
import { CONTACT_CONSTRAINT } from "#app/routes/kontakt/contact-fields.ts";
import { ContactSchema } from "#app/routes/kontakt/contact-schema.server.ts";
import { ORDER_STATUS_CONSTRAINT } from "#app/routes/stav-objednavky/order-status-fields.ts";
import { OrderStatusLookupSchema } from "#app/routes/stav-objednavky/order-status-schema.server.ts";
import { ACCOUNT_ADDRESS_CONSTRAINT } from "#app/schemas/account-address-fields.ts";
import { accountAddressSchema } from "#app/schemas/account-address.server.ts";
import { ACCOUNT_DETAILS_CONSTRAINT } from "#app/schemas/account-details-fields.ts";
import { AccountDetailsSchema } from "#app/schemas/account-details.server.ts";
import { ACCOUNT_PASSWORD_CONSTRAINT } from "#app/schemas/account-password-fields.ts";
import { AccountPasswordSchema } from "#app/schemas/account-password.server.ts";
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
} from "#app/schemas/auth.server.ts";
import {
  ADD_TO_LIST_CONSTRAINT,
  SHOPPING_LIST_NAME_CONSTRAINT,
} from "#app/schemas/shopping-list-fields.ts";
import { AddToListSchema, ShoppingListNameSchema } from "#app/schemas/shopping-list.server.ts";

const ORDER = { items: [{ id: "line-1", amount: 2 }] };

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
  ["order of a customer's claim", CUSTOMER_ORDER_CONSTRAINT, CustomerOrderSchema],
  ["order of a guest's claim", GUEST_ORDER_CONSTRAINT, GuestOrderSchema],
  ["complaint", CLAIM_FORM_CONSTRAINTS.complaint, claimFormSchema("complaint", ORDER)],
  ["return", CLAIM_FORM_CONSTRAINTS.return, claimFormSchema("return", ORDER)],
  ["contact", CONTACT_CONSTRAINT, ContactSchema],
  ["order status", ORDER_STATUS_CONSTRAINT, OrderStatusLookupSchema],
];

describe("the browser's native constraints are the schemas' own", () => {
  test.each(FORMS)("%s", (_form, constraint, schema) => {
    expect(constraint).toStrictEqual(getZodConstraint(schema));
  });
});
