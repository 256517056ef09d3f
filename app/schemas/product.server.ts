import * as z from "zod";

import { emailField } from "#app/schemas/email-field.server.ts";
import { STAR_COUNT } from "#bff/rules/star-rating.ts";

/** An availability watch on a sold-out variant. */
export const WatchSchema = z.object({
  intent: z.literal("watch"),
  variantId: z.number().int().positive(),
  // The message key's Czech text is the spec's.
  email: emailField({
    required: "product.watch.emailRequired",
    invalid: "product.watch.emailInvalid",
  }),
});

/** A review: the stars are required (spec), the text is optional. */
export const ReviewSchema = z.object({
  intent: z.literal("review"),
  productId: z.number().int().positive(),
  stars: z
    .number({ error: "product.review.starsRequired" })
    .int("product.review.starsRequired")
    .min(1, "product.review.starsRequired")
    .max(STAR_COUNT, "product.review.starsRequired"),
  text: z.string().trim().max(5000, "product.review.tooLong").optional(),
});
