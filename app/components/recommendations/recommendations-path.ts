import type { RecommendationPlacement } from "#bff/rules/recommendation-placements.ts";

/**
 * What a placement's page shows, for the recommender's context: the product just added or
 * shown (`productId`), the product and category on the page, and the shown product's name,
 * by which productDetail__related is narrowed to its kind.
 */
export type RecommendationsContext = {
  productId?: number;
  displayedProductId?: number;
  displayedCategoryId?: number | string;
  productName?: string;
};

/** The recommendations route's address for a placement and its context. */
export function recommendationsPath(
  route: string,
  placement: RecommendationPlacement,
  context: RecommendationsContext = {},
): string {
  const query = new URLSearchParams({ placement });
  for (const [name, value] of Object.entries(context)) {
    if (value !== undefined) query.set(name, String(value));
  }
  return `${route}?${query.toString()}`;
}
