import * as z from "zod";

import { RECOMMENDATION_PLACEMENTS } from "#bff/rules/recommendation-placements.ts";

const Id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * The recommendations' query: a placement and what the page it goes with shows (the
 * recommender's context), as `recommendationsQuery` writes it.
 */
export const RecommendationsQuerySchema = z.object({
  placement: z.enum(RECOMMENDATION_PLACEMENTS),
  /** The context's productId: the product just added (addToCart__crossSell), or shown. */
  productId: Id.optional(),
  /** The product on the page, never recommended beside itself. */
  displayedProductId: Id.optional(),
  /**
   * The category or virtual category on the page, a number as the catalogue gives it (the
   * recommender treats the number 12 and the text 12 differently), else its text id.
   */
  displayedCategoryId: z.union([Id, z.string().regex(/^[\w-]{1,64}$/)]).optional(),
  /** Narrows productDetail__related to the shown product's kind (the recommender's filter). */
  productName: z.string().min(1).max(300).optional(),
});
