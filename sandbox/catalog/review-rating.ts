import type { Db } from "#sandbox/db/open.ts";

/**
 * The CMS's star rating of a product follows the store's reviews: their average (0 to 100,
 * as the spec stores ratings), or none before the first review. A real CMS imports it from
 * the store; here both live in one database, so it is written when a review is.
 */
export function refreshRatings(db: Db, productId?: number): void {
  db.prepare(
    `UPDATE product_details SET rating = (
       SELECT avg(rating) FROM product_reviews
       WHERE product_reviews.product_id = product_details.product_id)
     ${productId === undefined ? "" : "WHERE product_id = ?"}`,
  ).run(...(productId === undefined ? [] : [productId]));
}
