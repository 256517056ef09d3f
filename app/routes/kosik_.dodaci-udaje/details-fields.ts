import type { FormMetadata } from "@conform-to/react";

import type { CheckoutDetailsInput } from "#app/schemas/checkout-details.ts";

/** The details form's fields, as each section receives them. */
export type DetailsFields = ReturnType<
  FormMetadata<CheckoutDetailsInput, Array<string>>["getFieldset"]
>;
