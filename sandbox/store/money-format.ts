import type { ContentLocale } from "#sandbox/content-language.ts";

/**
 * Formats minor units for messages the store writes: "1 234,50 Kč" in Czech and Slovak,
 * "1.234,50 Kč" in German, whose thousands are grouped by a point.
 */
export function formatMoney(
  minor: number,
  currencyCode: string,
  locale: ContentLocale = "cs",
): string {
  const value = (minor / 100).toFixed(2).replace(".", ",").replace(/,00$/, "");
  const [whole = "", decimals] = value.split(",");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, locale === "de" ? "." : " ");
  const symbol = currencyCode === "CZK" ? "Kč" : currencyCode === "EUR" ? "€" : currencyCode;
  return `${decimals === undefined ? grouped : `${grouped},${decimals}`} ${symbol}`;
}
