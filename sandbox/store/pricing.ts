import type { Db } from "#sandbox/db/open.ts";

/** Store price rules on top of the catalogue's list price. */

export interface QuantityTier {
  amountFrom: number;
  /** CZK minor units. */
  priceMinor: number;
}

export function quantityTiers(db: Db, variantIds: Array<number>): Map<number, Array<QuantityTier>> {
  const rows = db
    .prepare(
      `SELECT variant_id, amount_from, price_minor FROM variant_quantity_prices
       WHERE variant_id IN (SELECT value FROM json_each(?)) ORDER BY variant_id, amount_from`,
    )
    .all(JSON.stringify(variantIds)) as Array<{
    variant_id: number;
    amount_from: number;
    price_minor: number;
  }>;
  const tiers = new Map<number, Array<QuantityTier>>();
  for (const row of rows) {
    const list = tiers.get(row.variant_id) ?? [];
    list.push({ amountFrom: row.amount_from, priceMinor: row.price_minor });
    tiers.set(row.variant_id, list);
  }
  return tiers;
}

/**
 * The unit price for a purchased amount. Tiers are CZK; other currencies take the same
 * ratio off their own list price, so a tier means the same discount everywhere.
 */
export function unitPriceForAmount(
  listMinor: number,
  czkListMinor: number,
  tiers: Array<QuantityTier>,
  amount: number,
): number {
  const tier = tiers.filter((t) => t.amountFrom <= amount).at(-1);
  if (!tier || czkListMinor <= 0) return listMinor;
  return Math.round((listMinor * tier.priceMinor) / czkListMinor);
}

/** Units an N+1 offer gives free: of every buy+free units, `free` cost nothing. */
export function freeUnits(amount: number, buy: number | null, free: number | null): number {
  if (!buy || !free) return 0;
  return Math.floor(amount / (buy + free)) * free;
}

const WINDOW_DAYS = 30;

/**
 * The lowest price of the last 30 days (EU Omnibus), in the currency of `listMinor`: the
 * history is CZK, so it scales by the ratio of today's prices. The price valid when the
 * window opened counts too.
 */
export function lowestPriceOf30Days(
  db: Db,
  variantId: number,
  listMinor: number,
  czkListMinor: number,
): number {
  const lowest = db
    .prepare(
      `SELECT min(price_minor) FROM variant_price_history WHERE variant_id = ?
         AND days_ago <= coalesce(
           (SELECT min(days_ago) FROM variant_price_history
            WHERE variant_id = ? AND days_ago >= ?), ?)`,
    )
    .pluck()
    .get(variantId, variantId, WINDOW_DAYS, WINDOW_DAYS) as number | null;
  if (lowest === null || czkListMinor <= 0) return listMinor;
  return Math.min(listMinor, Math.round((listMinor * lowest) / czkListMinor));
}
