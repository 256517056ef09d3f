import type { Db } from "#sandbox/db/open.ts";

/**
 * The demo's reduced-rate goods: condoms and intimate hygiene are sold at 12 % VAT, the
 * rest at the catalogue's 21 %. Prices stay gross, so only the net figures change.
 */
export const REDUCED_VAT_RATE = 12;
export const REDUCED_RATE_CATEGORY_SLUGS = ["kondomy", "intimni-hygiena"];

export function seedVatRates(db: Db): void {
  db.prepare(
    `WITH RECURSIVE tree (id) AS (
       SELECT id FROM categories WHERE slug IN (SELECT value FROM json_each(?))
       UNION SELECT c.id FROM categories c JOIN tree ON c.parent_id = tree.id
     )
     UPDATE variants SET vat_rate = ?
     WHERE product_id IN (SELECT p.id FROM products p JOIN tree ON tree.id = p.category_id)`,
  ).run(JSON.stringify(REDUCED_RATE_CATEGORY_SLUGS), REDUCED_VAT_RATE);
}
