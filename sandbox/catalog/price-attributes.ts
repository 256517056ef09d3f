import type { Db } from "#sandbox/db/open.ts";
import { fromMinor } from "#sandbox/money.ts";
import { czkRate, fromCzk } from "#sandbox/store/money-conversion.ts";
import { lowestPriceOf30Days } from "#sandbox/store/pricing.ts";

/**
 * `prices.attributes` of the CMS's variants: the store's recommended price and, for a
 * discounted variant, the lowest price of the last 30 days (EU Omnibus), so a listing
 * shows both without asking the store once per product.
 */
export type PriceAttributes = {
  recommended_price: number | null;
  lowest_price_30_days: number | null;
};

interface Row {
  id: number;
  recommended_price_minor: number | null;
  price_minor: number;
  original_price_minor: number | null;
  czk_price_minor: number;
}

export function loadPriceAttributes(
  db: Db,
  variantIds: Array<number>,
  currencyCode: string,
): Map<number, PriceAttributes> {
  const rate = czkRate(db, currencyCode);
  const rows = db
    .prepare(
      `SELECT v.id, r.recommended_price_minor, vp.price_minor, vp.original_price_minor,
         coalesce(czk.price_minor, 0) AS czk_price_minor
       FROM variants v
       JOIN variant_prices vp ON vp.variant_id = v.id AND vp.currency_code = ?
       LEFT JOIN variant_prices czk ON czk.variant_id = v.id AND czk.currency_code = 'CZK'
       LEFT JOIN variant_rules r ON r.variant_id = v.id
       WHERE v.id IN (SELECT value FROM json_each(?))`,
    )
    .all(currencyCode, JSON.stringify(variantIds)) as Array<Row>;
  return new Map(
    rows.map((row) => {
      const discounted =
        row.original_price_minor !== null && row.original_price_minor > row.price_minor;
      return [
        row.id,
        {
          recommended_price:
            row.recommended_price_minor === null
              ? null
              : fromMinor(fromCzk(row.recommended_price_minor, rate)),
          lowest_price_30_days: discounted
            ? fromMinor(lowestPriceOf30Days(db, row.id, row.price_minor, row.czk_price_minor))
            : null,
        },
      ];
    }),
  );
}
