/**
 * The BFF's public surface for the app's server code: view models and mutations, and the
 * few services the Remix edge shares with the BFF (configuration, log, Server-Timing).
 * Server-only: the browser gets pure code from bff/rules/ and types, never this module.
 */
export { cartPage } from "./pages/cart-page.ts";
export { homePage } from "./pages/home-page.ts";
export { productDetail } from "./pages/product-detail.ts";
export { variantLimits } from "./pages/product-page.ts";
export { lastVisitedProducts } from "./pages/product-recommendations.ts";
export { addReview, watchVariant } from "./store/products.ts";
export { shopperFrame } from "./pages/shopper-frame.ts";
export type { ShopperFrame } from "./pages/shopper-frame.ts";
export { addCartItem, getCart, removeCartItem, updateCartItemAmount } from "./store/cart.ts";
export { addCartItemsBatch } from "./store/checkout.ts";
export { login, logout } from "./store/auth.ts";
export { getCreditsAmount, getUser } from "./store/user.ts";
export { getGlobals } from "./store/settings.ts";
export type { Cart, Globals, User } from "./store/schemas.ts";
export { getConfig, serverSettings } from "./config.ts";
export type { Config } from "./config.ts";
export { log } from "./log.ts";
export { ServerTiming } from "./http/server-timing.ts";
export { BffError, isBffError } from "./errors.ts";
export type { RequestContext, Locale } from "./context.ts";
export { readiness } from "./http/readiness.ts";
export { attemptLimit } from "./http/attempt-limit.ts";
export type { AttemptLimit } from "./http/attempt-limit.ts";
export { sharedClaims } from "./http/shared-claims.ts";
export {
  RevalidationSchema,
  isRevalidationAuthorised,
  revalidateTags,
} from "./http/revalidation.ts";
export { rewrittenPage, textPage } from "./pages/text-page.ts";
export { cmsErrorPage } from "./pages/error-page.ts";
export type { CmsErrorPage } from "./pages/error-page.ts";
export { slugCounterparts } from "./pages/slug-counterparts.ts";
export type { SlugCounterparts } from "./pages/slug-counterparts.ts";
export { guidePage } from "./pages/content-page.ts";
export { catchAll } from "./pages/catch-all.ts";
export { loadOrMoved } from "./pages/moved.ts";
export { brandIndex, brandPage } from "./pages/catalog-listing.ts";
export { glossaryIndex, glossaryTermPage } from "./pages/glossary.ts";
export { branchPage, branchesPage } from "./pages/branch-pages.ts";
export { sitemapBranches } from "./pages/branch-sitemap.ts";
export {
  sitemapCategories,
  sitemapContentPages,
  sitemapGlossary,
  sitemapPages,
  sitemapProducts,
} from "./pages/sitemap.ts";
export {
  sitemapArticleCategories,
  sitemapArticles,
  sitemapArticleTags,
  sitemapAuthors,
} from "./pages/sitemap-magazine.ts";
export { afterCartChange } from "./pages/cart-cleanup.ts";
export { addToCartUnlessDisabled } from "./pages/cart-add.ts";
export { importCartLines } from "./pages/cart-import.ts";
export { applyCoupon, removeCoupon, useCartCredits as setCartCredits } from "./store/checkout.ts";
export { boxSettings } from "./pages/box-settings.ts";
export { activate, forgotPassword, register, resetPassword } from "./store/auth.ts";
export {
  changeCheckoutMethod,
  checkoutMethodsPage,
  checkoutProgress,
} from "./pages/checkout-methods.ts";
export type { CheckoutStep } from "./pages/checkout-methods.ts";
export { checkoutFinishedPage, orderPaymentState } from "./pages/checkout-finished.ts";
export {
  checkoutDetailsOptions,
  orderPlacedWithKey,
  placedOrder,
  placeOrderOnce,
} from "./pages/place-order.ts";
export { checkoutDetailsPage } from "./pages/checkout-details.ts";
export type { CheckoutDetailsOptions, CheckoutDetailsPage } from "./pages/checkout-details.ts";
export type { OrderRefusal, PlacedOrder } from "./pages/place-order.ts";
export { lookupCompany } from "./store/customers.ts";
export { signUpForNewsletter } from "./store/newsletter.ts";
export { searchPage, searchSuggestions } from "./pages/search-page.ts";
export type { SearchPage, SearchSuggestions } from "./pages/search-page.ts";
export { topCategories } from "./pages/top-categories.ts";
export { articlePage } from "./pages/article-page.ts";
export { advicePage } from "./pages/advice-page.ts";
export { authorPage, authorsPage } from "./pages/author-pages.ts";
export { magazineListing } from "./pages/magazine-listing.ts";
export { ADDRESS_FIELDS, validateAddress } from "./address-validation/validate-address.ts";
export type { AddressField } from "./address-validation/validate-address.ts";
export { addressVerdictMessage, isBlocking } from "./rules/address-validation.ts";
export { accountMenu } from "./pages/account-menu.ts";
export type { AccountMenu } from "./pages/account-menu.ts";
export {
  USER_ADDRESS_TYPES,
  createUserAddress,
  deleteUserAddress,
  listUserAddresses,
  updateUserAddress,
} from "./store/addresses.ts";
export type { UserAddress, UserAddressInput, UserAddressType } from "./store/addresses.ts";
export { changePassword, updateUser } from "./store/user.ts";
export type { UserPatch } from "./store/user.ts";
export {
  accountDetailsPage,
  addressBookPage,
  addressCountries,
  addressPage,
  newAddressPage,
  removeAddress,
  saveAddress,
} from "./pages/account-profile.ts";
export type {
  AccountDetails,
  AddressBookPage,
  AddressPage,
  NewAddressPage,
} from "./pages/account-profile.ts";
export {
  accountDashboard,
  accountOrderPage,
  accountOrdersPage,
  orderDownload,
  reorder,
} from "./pages/account-orders.ts";
export type {
  AccountDashboard,
  AccountOrder,
  AccountOrderRow,
  AccountOrdersPage,
  OrderDownloadKind,
} from "./pages/account-orders.ts";
export { orderStatusPage } from "./pages/order-status.ts";
export type { OrderStatusPage, OrderStatusView } from "./pages/order-status.ts";
export {
  addFavouritesToCart,
  favouritesPage,
  removeFavourite,
  setWish,
  wishListEnabled,
} from "./pages/wish-list.ts";
export type { Favourite, FavouritesPage } from "./pages/wish-list.ts";
export { listWatches, removeWatch } from "./store/watches.ts";
export type { Watch } from "./store/watches.ts";
export {
  createShoppingList as createList,
  deleteShoppingList as deleteList,
  removeShoppingListItem as removeListItem,
  renameShoppingList as renameList,
  setShoppingListItemAmount as setListItemAmount,
} from "./store/shopping-lists.ts";
export {
  addListToCart,
  addToList,
  shoppingListChoices,
  shoppingListPage,
  shoppingListsFlag,
  shoppingListsPage,
} from "./pages/shopping-lists.ts";
export type {
  ShoppingListLine,
  ShoppingListPage,
  ShoppingListRow,
} from "./pages/shopping-lists.ts";
export { compareEnabled, comparePage } from "./pages/compare-page.ts";
export type { ComparePage, CompareRow } from "./pages/compare-page.ts";
export { addBulkLines } from "./pages/lines-to-cart.ts";
export { contactPage, faqPage } from "./pages/customer-service.ts";
export type { ContactPage, FaqPage } from "./pages/customer-service.ts";
export { sendContactForm } from "./store/contact-form.ts";
export type { ContactMessage } from "./store/contact-form.ts";
export { claimOrderLookup, customerClaimOrders, fileClaimOnce } from "./pages/claims.ts";
export type { ClaimKind, ClaimOrderLookup, ClaimOrderView } from "./pages/claims.ts";
export { aboutPurchaseIndex } from "./pages/about-purchase-index.ts";
export type { AboutPurchaseEntry } from "./pages/about-purchase-index.ts";
export { categoryIndex } from "./pages/category-index.ts";
export type { CategoryIndex, CategoryTreeNode } from "./pages/category-index.ts";
export { infomailIndex, infomailPage } from "./pages/infomail-page.ts";
export type { InfomailListItem, InfomailView } from "./pages/infomail-page.ts";
export { blockSamplesPage } from "./pages/block-samples.ts";
export type { BlockSample } from "./pages/block-samples.ts";
export { addMarketingContact, sendMarketingEvent } from "./marketing/marketing-automation.ts";
export { BrowserEventSchema, relayBrowserEvent } from "./marketing/browser-events.ts";
export { reportPlacedOrder } from "./marketing/order-conversions.ts";
export { addedToCartRecommendations, recommendedProducts } from "./pages/recommended-products.ts";
export type { RecommendationInput } from "./recommender/recommendations.ts";
