/**
 * The translation groups a product box reads (its heart, compare button, price and variant
 * choice). A page whose boxes may arrive after the translations module is named (a
 * streamed shelf on a cold data cache) declares them in `handle.i18n`, so the boxes find
 * their texts in the page's one module and not in two more files loaded after hydration.
 */
export const PRODUCT_BOX_TRANSLATIONS = ["catalog", "compare", "product", "wishList"];
