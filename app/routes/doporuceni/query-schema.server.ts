import * as z from "zod";

import { RECOMMENDATION_PLACEMENTS } from "#bff/rules/recommendation-placements.ts";

/** The recommendations' query: a placement, and for the cross-sell the product just added. */
export const RecommendationsQuerySchema = z.object({
  placement: z.enum(RECOMMENDATION_PLACEMENTS),
  /** The product just added to the cart (addToCart__crossSell). */
  productId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
