/** Formats minor units the Czech way ("1 234,50 Kč") for messages the store writes. */
export function formatMoney(minor: number, currencyCode: string): string {
  const value = (minor / 100).toFixed(2).replace(".", ",").replace(/,00$/, "");
  const [whole = "", decimals] = value.split(",");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, " ");
  const symbol = currencyCode === "CZK" ? "Kč" : currencyCode === "EUR" ? "€" : currencyCode;
  return `${decimals === undefined ? grouped : `${grouped},${decimals}`} ${symbol}`;
}
