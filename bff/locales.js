/**
 * The shop's languages: the one list that the configuration, the translations, the path
 * table and the request context derive from. Plain JavaScript with JSDoc types, because
 * remix.config.js reads the path table, and so this list, without a TypeScript loader.
 */

/** Every language the shop speaks. */
export const LOCALES = /** @type {const} */ (["cs", "sk", "de"]);

/** @typedef {(typeof LOCALES)[number]} Locale */

/**
 * The language of the unprefixed routes on the shared host and of any host no language
 * claims, the translations' fallback and the default of `DEFAULT_LOCALE`.
 *
 * @satisfies {Locale}
 */
export const DEFAULT_LOCALE = "cs";

/**
 * Whether a value names one of the shop's languages.
 *
 * @param {unknown} value
 * @returns {value is Locale}
 */
export function isLocale(value) {
  return LOCALES.some((locale) => locale === value);
}
