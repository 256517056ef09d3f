/**
 * Sent by an add-to-cart form once hydrated: the action then answers with the added item
 * for the item-added modal instead of redirecting back. Its own module, free of zod, since
 * every page with a product box loads it in the browser.
 */
export const ENHANCED_FIELD = "enhanced";
