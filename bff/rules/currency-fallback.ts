import type { Locale } from "#bff/locales.js";

import { LOCALE_TAGS } from "./number-format.ts";
import type { CurrencyFormat } from "./price-format.ts";

/**
 * A currency record built from configuration and Intl, for when the store's currency list
 * cannot be had (the store is down and no copy is cached). The code is the configured one
 * (`LOCALE_CURRENCIES`); symbol, separators, placement and decimals are how the language
 * the shop sells that currency in writes it: Czech for crowns, Slovak for euros, so the
 * symbol is "Kč" and "€" as the store names them, not "CZK". `homeLocale` is that language;
 * `formatPrice` still places the symbol and groups digits by the page's own language.
 */
export function currencyFromConfiguration(code: string, homeLocale: Locale): CurrencyFormat {
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(LOCALE_TAGS[homeLocale], { style: "currency", currency: code });
  } catch {
    // A code Intl rejects: configuration checks its shape, not that it names a currency.
    return {
      code,
      symbol: code,
      symbolPlacement: "right",
      decimalPlaces: 2,
      decimalPoint: ",",
      millesimalPoint: " ",
    };
  }
  const parts = format.formatToParts(1234.5);
  const part = (type: Intl.NumberFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value;
  const currencyAt = parts.findIndex((candidate) => candidate.type === "currency");
  const integerAt = parts.findIndex((candidate) => candidate.type === "integer");
  return {
    code,
    symbol: part("currency") ?? code,
    symbolPlacement: currencyAt >= 0 && currencyAt < integerAt ? "left" : "right",
    decimalPlaces: format.resolvedOptions().maximumFractionDigits ?? 2,
    decimalPoint: part("decimal") ?? ",",
    millesimalPoint: part("group") ?? " ",
  };
}

/**
 * The language a currency is sold in: the first language configured with that code
 * (`LOCALE_CURRENCIES` is ordered cs, sk, de), else the shopper's own.
 */
export function homeLocaleOf(
  code: string,
  localeCurrencies: Partial<Record<Locale, string>>,
  shopperLocale: Locale,
): Locale {
  const home = (Object.entries(localeCurrencies) as Array<[Locale, string]>).find(
    ([, configured]) => configured === code,
  );
  return home?.[0] ?? shopperLocale;
}
