import { refreshRatings } from "#sandbox/catalog/review-rating.ts";
import { contentLocale } from "#sandbox/content-language.ts";
import type { Db } from "#sandbox/db/open.ts";
import { httpError } from "#sandbox/http/errors.ts";
import { MESSAGES } from "#sandbox/message-language.ts";

import type { UserRow } from "./accounts.ts";

/** Product reviews (stars stored 0–100) and comments. */

interface ReviewRow {
  id: number;
  author: string;
  rating: number;
  text: string | null;
  locale: string;
  created_at: number;
}

export interface ReviewQuery {
  page: number;
  perPage: number;
  onlyWithReview: boolean;
  sort: "time" | "rating";
  sortDirection: "asc" | "desc";
}

export function requireProduct(db: Db, productId: number): void {
  if (!db.prepare("SELECT 1 FROM products WHERE id = ?").get(productId)) {
    throw httpError(404, MESSAGES.productNotFound);
  }
}

/**
 * A page of a product's reviews, those written in the shopper's `locale` first (as a
 * shopper reads their own language first), each in the order asked within its group.
 */
export function listReviews(db: Db, productId: number, query: ReviewQuery, locale?: string) {
  const where = `product_id = ? AND (? = 0 OR coalesce(trim(text), '') != '')`;
  const params = [productId, query.onlyWithReview ? 1 : 0];
  const summary = db
    .prepare(`SELECT count(*) AS count, avg(rating) AS average FROM product_reviews WHERE ${where}`)
    .get(...params) as { count: number; average: number | null };
  // Column and direction come from the parsed enums, never from the raw query string.
  const column = query.sort === "rating" ? "rating" : "created_at";
  const direction = query.sortDirection === "asc" ? "ASC" : "DESC";
  const rows = db
    .prepare(
      `SELECT * FROM product_reviews WHERE ${where}
       ORDER BY locale = ? DESC, ${column} ${direction}, id ${direction} LIMIT ? OFFSET ?`,
    )
    .all(
      ...params,
      contentLocale(locale),
      query.perPage,
      (query.page - 1) * query.perPage,
    ) as Array<ReviewRow>;
  return {
    rows: rows.map(reviewJson),
    total: summary.count,
    averageRating: summary.average === null ? null : Math.round(summary.average),
  };
}

function reviewJson(row: ReviewRow) {
  return {
    id: row.id,
    author: row.author,
    rating: row.rating,
    text: row.text,
    locale: row.locale,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Whether the user bought the product in an order that has been shipped. */
export function hasShippedPurchase(db: Db, userId: number, productId: number): boolean {
  return (
    db
      .prepare(
        `SELECT 1 FROM orders o JOIN order_items i ON i.order_id = o.id
         WHERE o.user_id = ? AND o.status = 'shipped' AND i.product_id = ? LIMIT 1`,
      )
      .get(userId, productId) !== undefined
  );
}

export function addReview(
  db: Db,
  user: UserRow,
  productId: number,
  input: { rating: number; text?: string | null },
  now: number,
  locale?: string,
) {
  if (!hasShippedPurchase(db, user.id, productId)) {
    throw httpError(403, MESSAGES.reviewOnlyShipped);
  }
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO product_reviews (product_id, user_id, author, rating, text, locale, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      productId,
      user.id,
      user.first_name,
      input.rating,
      input.text?.trim() || null,
      contentLocale(locale),
      now,
    );
  refreshRatings(db, productId);
  const row = db
    .prepare("SELECT * FROM product_reviews WHERE id = ?")
    .get(Number(lastInsertRowid)) as ReviewRow;
  return reviewJson(row);
}

interface CommentRow {
  id: number;
  parent_id: number | null;
  author: string;
  text: string;
  created_at: number;
}

export function listComments(db: Db, productId: number) {
  const rows = db
    .prepare("SELECT * FROM product_comments WHERE product_id = ? ORDER BY created_at, id")
    .all(productId) as Array<CommentRow>;
  const json = (row: CommentRow) => ({
    id: row.id,
    author: row.author,
    text: row.text,
    createdAt: new Date(row.created_at).toISOString(),
  });
  return rows
    .filter((row) => row.parent_id === null)
    .map((row) => ({
      ...json(row),
      replies: rows.filter((reply) => reply.parent_id === row.id).map(json),
    }));
}
