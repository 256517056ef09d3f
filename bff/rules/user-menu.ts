import type { ShopFeature } from "./shop-features.ts";

/**
 * The user menu of the account: the content spec's order first (dashboard, settings,
 * orders, password), then the entries the shop spec adds, in its order (addresses, quick
 * order, favourites, documents, shopping lists, returns, warranty claims); the optional ones
 * only when their feature flag and the store's setting allow them. Pure, so the layout and
 * its tests share it.
 */

export const USER_MENU_ORDER = [
  "dashboard",
  "details",
  "orders",
  "password",
  "addresses",
  "quickOrder",
  "favourites",
  "documents",
  "shoppingLists",
  "returns",
  "warrantyClaims",
] as const;

export type UserMenuEntry = (typeof USER_MENU_ORDER)[number];

export type UserMenuSwitches = {
  /** The store's `users_addresses` function. */
  usersAddresses: boolean;
  /** The store's `shopping_lists` function. */
  shoppingLists: boolean;
  /** The feature flags switched on (SHOP_FEATURES). */
  features: ReadonlyArray<ShopFeature>;
  /** Where the documents list lives; the entry shows only with one. */
  documentsUrl: string | null;
  /** The warranty claims service (opened in a new tab); the entry shows only with one. */
  warrantyClaimsUrl: string | null;
};

const SHOWN: Record<UserMenuEntry, (switches: UserMenuSwitches) => boolean> = {
  dashboard: () => true,
  addresses: (s) => s.usersAddresses,
  quickOrder: () => true,
  favourites: (s) => s.features.includes("favourites"),
  orders: () => true,
  password: () => true,
  details: () => true,
  documents: (s) => s.documentsUrl !== null,
  shoppingLists: (s) => s.shoppingLists && s.features.includes("shoppingLists"),
  returns: () => true,
  warrantyClaims: (s) => s.warrantyClaimsUrl !== null,
};

export function userMenuEntries(switches: UserMenuSwitches): Array<UserMenuEntry> {
  return USER_MENU_ORDER.filter((entry) => SHOWN[entry](switches));
}
