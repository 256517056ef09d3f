import type { Locale } from "#bff/locales.js";

/** The BCP 47 tag whose rules format numbers, prices and dates in each language. */
export const LOCALE_TAGS: Record<Locale, string> = {
  cs: "cs-CZ",
  sk: "sk-SK",
  de: "de-DE",
};

const NO_BREAK_SPACE = "\u00a0";

/**
 * The space characters ICU builds put in numbers: U+0020, U+00A0 and U+202F. Node's ICU and
 * the browser's may choose differently for the same locale, and React's hydration would then
 * see two texts; one no-break space also keeps a number and its unit on one line.
 */
const SPACES = /[\u0020\u00a0\u202f]/g;

/** Replaces every kind of space a formatter may produce with one no-break space. */
export function withNoBreakSpaces(text: string): string {
  return text.replace(SPACES, NO_BREAK_SPACE);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * The cached `Intl.NumberFormat` of a language tag and options; null when this runtime's
 * Intl does not know the tag (it would quietly format in another language) or rejects the
 * options (a malformed currency code).
 */
export function numberFormat(
  tag: string,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat | null {
  const key = `${tag} ${JSON.stringify(options)}`;
  const cached = numberFormats.get(key);
  if (cached) return cached;
  if (Intl.NumberFormat.supportedLocalesOf(tag).length === 0) return null;
  try {
    const format = new Intl.NumberFormat(tag, options);
    numberFormats.set(key, format);
    return format;
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/**
 * A plain number (a stock count, an amount of credits, a distance) as the shopper's language
 * writes it, with no-break spaces: "1 234,5" in Czech, "1.234,5" in German.
 */
export function formatNumber(
  value: number,
  locale: Locale,
  options: Intl.NumberFormatOptions = {},
): string {
  const format = numberFormat(LOCALE_TAGS[locale], options);
  return withNoBreakSpaces(format ? format.format(value) : String(value));
}
