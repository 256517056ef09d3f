/**
 * Money in minor units (hundredths). Both currencies have two decimal places, and integer
 * arithmetic keeps "1 234,50" from turning into 1234.4999.
 */

export function toMinor(amount: number): number {
  return Math.round(amount * 100);
}

export function fromMinor(minor: number): number {
  return minor / 100;
}

/** Prices are fixed with VAT; the net price is derived, rounded to the minor unit. */
export function netFromGross(grossMinor: number, vatRatePercent: number): number {
  return Math.round((grossMinor * 100) / (100 + vatRatePercent));
}

export function discountPercentage(unitMinor: number, originalMinor: number): number {
  return Math.round((1 - unitMinor / originalMinor) * 100);
}

const CZK_PER_EUR = 25;

/**
 * The euro price list follows the koruna one at a round rate and ends in ",90" the way
 * shops price for the Slovak and German markets.
 */
export function eurFromCzk(czkMinor: number): number {
  return Math.ceil(czkMinor / CZK_PER_EUR / 100) * 100 - 10;
}
