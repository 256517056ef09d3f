import type { Db } from "#sandbox/db/open.ts";
import { variantId } from "#sandbox/seed/catalog-ids.ts";

import { batchInsert } from "./batch-insert.ts";
import { HAND_WRITTEN_PRODUCT_IDS } from "./hand-written-products.ts";
import { seededRandom } from "./random.ts";

/**
 * Items a logged-in shopper may take for loyalty credits: three hand-written ones the demo
 * customer's 250 credits can pay for, and a few cheap generated ones. A credit costs 1 CZK,
 * so the credit price is the koruna price rounded up to whole crowns.
 */
export const HAND_WRITTEN_CREDIT_VARIANTS = [
  variantId(1017, 0), // Kondomy Classic 3 ks, 89 Kč
  variantId(1035, 0), // Čisticí sprej na pomůcky 150 ml, 199 Kč
  variantId(1036, 0), // Intimní mycí gel Fresh 200 ml, 179 Kč
];

const CHEAP_UP_TO_MINOR = 30_000;
const GENERATED_SHARE = 0.05;

export function seedCreditItems(db: Db): void {
  const rows = db
    .prepare(
      `SELECT v.id, v.product_id, vp.price_minor FROM variants v
       JOIN variant_prices vp ON vp.variant_id = v.id AND vp.currency_code = 'CZK'
       WHERE vp.price_minor <= ? ORDER BY v.id`,
    )
    .all(CHEAP_UP_TO_MINOR) as Array<{ id: number; product_id: number; price_minor: number }>;
  const handWritten = new Set(HAND_WRITTEN_CREDIT_VARIANTS);
  const prices = batchInsert(db, "variant_credit_prices", ["variant_id", "credits"]);
  for (const row of rows) {
    const chosen = HAND_WRITTEN_PRODUCT_IDS.has(row.product_id)
      ? handWritten.has(row.id)
      : seededRandom(row.id * 17)() < GENERATED_SHARE;
    if (chosen) prices.add(row.id, Math.ceil(row.price_minor / 100));
  }
  prices.flush();
}
