import type { Db } from "#sandbox/db/open.ts";

/**
 * Store amounts (shipping, coupons, thresholds, credits) are kept in CZK minor units and
 * shown in the cart's currency at the store's fixed rate.
 */
export function czkRate(db: Db, currencyCode: string): number {
  const rate = db
    .prepare("SELECT czk_per_unit FROM store_currencies WHERE currency_code = ?")
    .pluck()
    .get(currencyCode) as number | undefined;
  return rate ?? 1;
}

export function fromCzk(czkMinor: number, rate: number): number {
  return Math.round(czkMinor / rate);
}

export function toCzk(minor: number, rate: number): number {
  return Math.round(minor * rate);
}
