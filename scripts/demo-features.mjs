/**
 * The feature flags `npm run demo` switches on: all of them, so the demo shows everything the
 * shop can do (the seeded customer's shopping list, a business buyer's batch entry, the
 * comparison). A deployment's defaults stay the spec's (bff/rules/shop-features.ts).
 */
export const DEMO_FEATURES = [
  "favourites",
  "wishList",
  "compare",
  "bulkOrder",
  "shoppingLists",
  "recommendations",
  "shopCertification",
];
