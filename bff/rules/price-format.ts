import type { Locale } from "#bff/locales.js";
import { LOCALE_TAGS, numberFormat, withNoBreakSpaces } from "#bff/rules/number-format.ts";

/** The fields of the spec's Currency entity that decide how a price reads. */
export type CurrencyFormat = {
  code: string;
  symbol: string;
  symbolPlacement: "left" | "right";
  decimalPlaces: number;
  decimalPoint: string;
  millesimalPoint: string;
};

const currencyFormats = new Map<string, Intl.NumberFormat | null>();

/**
 * The language's formatter for a currency, rounding to the store's decimal places (the store,
 * not Intl, knows whether it prices crowns in hellers); null when Intl cannot format them.
 * One per language, code and decimals: building one costs more than formatting a listing.
 * "Negative" keeps an amount rounded to zero from reading "-0,00".
 */
function currencyFormat(locale: Locale, currency: CurrencyFormat): Intl.NumberFormat | null {
  const tag = LOCALE_TAGS[locale];
  const key = `${tag} ${currency.code} ${currency.decimalPlaces}`;
  let format = currencyFormats.get(key);
  if (format === undefined) {
    format = numberFormat(tag, {
      style: "currency",
      currency: currency.code,
      currencyDisplay: "symbol",
      minimumFractionDigits: currency.decimalPlaces,
      maximumFractionDigits: currency.decimalPlaces,
      signDisplay: "negative",
    });
    currencyFormats.set(key, format);
  }
  return format;
}

const plainFormats = new Map<number, Intl.NumberFormat>();

/** en-US, whose separators ("," and ".") are known, for swapping in the store's. */
function plainFormat(decimalPlaces: number): Intl.NumberFormat {
  let format = plainFormats.get(decimalPlaces);
  if (!format) {
    format = new Intl.NumberFormat("en-US", {
      minimumFractionDigits: decimalPlaces,
      maximumFractionDigits: decimalPlaces,
    });
    plainFormats.set(decimalPlaces, format);
  }
  return format;
}

/** The amount with the store's separators, symbol and placement. */
function formatWithStoreSeparators(amount: number, currency: CurrencyFormat): string {
  const plain = plainFormat(currency.decimalPlaces).format(Math.abs(amount));
  const [integerPart = "0", fractionPart] = plain.split(".");
  const grouped = integerPart.replaceAll(",", currency.millesimalPoint);
  const number = fractionPart ? `${grouped}${currency.decimalPoint}${fractionPart}` : grouped;
  const sign = amount < 0 && /[1-9]/.test(plain) ? "-" : "";
  return currency.symbolPlacement === "left"
    ? `${sign}${currency.symbol}${number}`
    : `${sign}${number} ${currency.symbol}`;
}

/** The texts already written, per language and currency format: see `formatPrice`. */
const texts = new Map<string, Map<number, string>>();

/** How many amounts one language and currency keep before they start again. */
const KEPT_AMOUNTS = 5000;

/**
 * Formats an amount for the shopper's language: separators, sign and the symbol's side by
 * the language's rules ("1.188,00 €" in German, "1 188,00 €" in Slovak), rounded to the
 * store's decimal places, with the store's symbol (Intl would write "CZK" on a German page
 * where the store says "Kč"). Spaces are no-break spaces, the same in Node and in every
 * browser. A runtime that cannot format the language uses the store's own separators and
 * placement.
 *
 * A catalogue's prices repeat on every page (a product page writes some hundred), and
 * splitting a price into Intl's parts cost 2 % of the server's work on one: each text is
 * written once per language and currency format, and kept.
 */
export function formatPrice(amount: number, currency: CurrencyFormat, locale: Locale): string {
  const key = `${locale} ${currency.code} ${currency.symbol} ${currency.symbolPlacement} ${currency.decimalPlaces} ${currency.decimalPoint} ${currency.millesimalPoint}`;
  let kept = texts.get(key);
  if (!kept) {
    kept = new Map();
    texts.set(key, kept);
  }
  let text = kept.get(amount);
  if (text === undefined) {
    if (kept.size >= KEPT_AMOUNTS) kept.clear();
    text = writePrice(amount, currency, locale);
    kept.set(amount, text);
  }
  return text;
}

function writePrice(amount: number, currency: CurrencyFormat, locale: Locale): string {
  const format = currencyFormat(locale, currency);
  if (!format) return withNoBreakSpaces(formatWithStoreSeparators(amount, currency));
  const text = format
    .formatToParts(amount)
    .map((part) => (part.type === "currency" ? currency.symbol : part.value))
    .join("");
  return withNoBreakSpaces(text);
}
