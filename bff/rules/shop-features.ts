/**
 * The spec's feature flags of the shop side (content-side §9): favourites, the wish list,
 * the recommendation service and shop-certification conversions are on, compare, bulk order
 * and shopping lists off, unless the operator says otherwise.
 */
export const SHOP_FEATURES = [
  "favourites",
  "wishList",
  "compare",
  "bulkOrder",
  "shoppingLists",
  "recommendations",
  "shopCertification",
] as const;

export type ShopFeature = (typeof SHOP_FEATURES)[number];

export const DEFAULT_SHOP_FEATURES: ReadonlyArray<ShopFeature> = [
  "favourites",
  "wishList",
  "recommendations",
  "shopCertification",
];
