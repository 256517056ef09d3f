import * as z from "zod";

import { emailField } from "#app/schemas/email-field.server.ts";

import { CONTACT_FIELD_LIMITS } from "./contact-fields.ts";

/** An order code as the shop prints it: letters, digits and dashes. */
const ORDER_CODE_PATTERN = /^[A-Za-z0-9-]+$/;

function requiredText(required: string, tooLong: string, max: number) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, tooLong);
}

/**
 * The contact form: who writes (name and e-mail, for the answer), the order it is about if
 * any, and the message. No consent box: the data serve only the answer the sender asks for,
 * which the form says next to the button.
 */
export const ContactSchema = z.object({
  name: requiredText("contact.nameRequired", "contact.nameTooLong", CONTACT_FIELD_LIMITS.name),
  email: emailField({ required: "contact.emailRequired", invalid: "contact.emailInvalid" }),
  orderCode: z
    .string()
    .trim()
    .max(CONTACT_FIELD_LIMITS.orderCode, "contact.orderCodeInvalid")
    .regex(ORDER_CODE_PATTERN, "contact.orderCodeInvalid")
    .optional(),
  message: requiredText(
    "contact.messageRequired",
    "contact.messageTooLong",
    CONTACT_FIELD_LIMITS.message,
  ),
});
export type ContactFormInput = z.input<typeof ContactSchema>;
