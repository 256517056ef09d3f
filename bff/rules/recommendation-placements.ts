/** The spec's nine recommendation placements; each maps to a widget id per shop variant. */
export const RECOMMENDATION_PLACEMENTS = [
  "category__forYou",
  "addToCart__crossSell",
  "checkout__cartItems",
  "checkout__emptyCart",
  "homepage__forYou",
  "notFound__forYou",
  "productDetail__related",
  "productDetail__crossSell",
  "internalError__forYou",
] as const;

export type RecommendationPlacement = (typeof RECOMMENDATION_PLACEMENTS)[number];
