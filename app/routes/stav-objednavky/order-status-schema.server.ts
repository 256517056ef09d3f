import * as z from "zod";

import { ORDER_CODE_MAX_LENGTH } from "#app/routes/stav-objednavky/order-status-fields.ts";
import { emailField } from "#app/schemas/email-field.server.ts";

/**
 * The order status look-up (a GET form): the order's code and the e-mail it was placed
 * with, both required. Field names are the page's query parameters (`?kod=…&email=…`), so
 * a link from the finished page or a mail opens the result.
 */
export const OrderStatusLookupSchema = z.object({
  kod: z
    .string({ error: "orderStatus.errors.codeRequired" })
    .trim()
    .min(1, "orderStatus.errors.codeRequired")
    .max(ORDER_CODE_MAX_LENGTH, "orderStatus.errors.code")
    .regex(/^[A-Za-z0-9-]+$/, "orderStatus.errors.code"),
  email: emailField({
    required: "orderStatus.errors.emailRequired",
    invalid: "orderStatus.errors.email",
  }),
});
export type OrderStatusLookupInput = z.input<typeof OrderStatusLookupSchema>;
