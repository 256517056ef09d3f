import type { FormConstraint } from "#app/forms/form-field.ts";

/** The contact form's limits, the store's own (docs/decisions/033-contact-form-and-faq.md). */
export const CONTACT_FIELD_LIMITS = { name: 100, orderCode: 20, message: 5000 } as const;

/**
 * The contact form's native constraints: what its schema requires, as plain data for the
 * browser, where only the action validates (decision 052).
 */
export const CONTACT_CONSTRAINT: FormConstraint = {
  name: { required: true },
  email: { required: true },
  orderCode: { required: false },
  message: { required: true },
};
