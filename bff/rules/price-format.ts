import type { Locale } from "#bff/locales.js";
import { formatNumber, NO_BREAK_SPACE } from "#bff/rules/number-format.ts";

/** The fields of the spec's Currency entity that decide how a price reads. */
export type CurrencyFormat = {
  code: string;
  symbol: string;
  symbolPlacement: "left" | "right";
  decimalPlaces: number;
  decimalPoint: string;
  millesimalPoint: string;
};

/**
 * Formats an amount for the shopper's language: separators by the language's rules
 * ("1.188,00 €" in German, "1 188,00 €" in Slovak), rounded to the store's decimal places
 * (the store knows whether it prices crowns in hellers), with the store's symbol (Intl would
 * write "CZK" on a German page where the store says "Kč") after a no-break space, where all
 * three languages put it. A negative amount (a discount line) keeps its minus; one that
 * rounds to zero reads "0,00".
 */
export function formatPrice(amount: number, currency: CurrencyFormat, locale: Locale): string {
  const number = formatNumber(amount, locale, {
    minimumFractionDigits: currency.decimalPlaces,
    maximumFractionDigits: currency.decimalPlaces,
  });
  return `${number}${NO_BREAK_SPACE}${currency.symbol}`;
}
