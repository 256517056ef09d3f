import { z } from "zod";

import { STAR_COUNT } from "#bff/rules/star-rating.ts";

/** Spec: e-mail rule message. */
const email = z
  .string({ error: "product.watch.emailRequired" })
  .trim()
  .max(254, "E-mail není ve správném formátu")
  .pipe(z.email("E-mail není ve správném formátu"));

/** An availability watch on a sold-out variant. */
export const WatchSchema = z.object({
  intent: z.literal("watch"),
  variantId: z.number().int().positive(),
  email,
});

/** A review: the stars are required (spec), the text is optional. */
export const ReviewSchema = z.object({
  intent: z.literal("review"),
  productId: z.number().int().positive(),
  stars: z
    .number({ error: "Ohodnoťte zboží alespoň pomocí hvězdiček" })
    .int("Ohodnoťte zboží alespoň pomocí hvězdiček")
    .min(1, "Ohodnoťte zboží alespoň pomocí hvězdiček")
    .max(STAR_COUNT, "Ohodnoťte zboží alespoň pomocí hvězdiček"),
  text: z.string().trim().max(5000, "product.review.tooLong").optional(),
});
