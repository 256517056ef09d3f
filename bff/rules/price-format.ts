/** The fields of the spec's Currency entity that decide how a price reads. */
export type CurrencyFormat = {
  symbol: string;
  symbolPlacement: "left" | "right";
  decimalPlaces: number;
  decimalPoint: string;
  millesimalPoint: string;
};

const plainFormats = new Map<number, Intl.NumberFormat>();

/**
 * en-US gives known separators ("," and "."), which are then swapped for the entity's.
 * One formatter per decimal count: building one costs more than formatting a whole listing.
 */
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

/**
 * Formats an amount as the currency entity says: rounded to its decimal places, thousands
 * grouped with its millesimal point, its decimal point, and its symbol on its side
 * (CZK: `1 234,50 Kč`).
 */
export function formatPrice(amount: number, currency: CurrencyFormat): string {
  const plain = plainFormat(currency.decimalPlaces).format(Math.abs(amount));
  const [integerPart = "0", fractionPart] = plain.split(".");
  const grouped = integerPart.replaceAll(",", currency.millesimalPoint);
  const number = fractionPart ? `${grouped}${currency.decimalPoint}${fractionPart}` : grouped;
  const isNegative = amount < 0 && /[1-9]/.test(plain);
  const sign = isNegative ? "-" : "";
  return currency.symbolPlacement === "left"
    ? `${sign}${currency.symbol}${number}`
    : `${sign}${number} ${currency.symbol}`;
}
