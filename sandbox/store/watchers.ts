import type { Db } from "#sandbox/db/open.ts";
import { httpError } from "#sandbox/http/errors.ts";
import { MESSAGES } from "#sandbox/message-language.ts";
import { sendMail } from "#sandbox/outbox.ts";

import { type VariantLimits, availabilityOf, variantLimits } from "./stock.ts";

/**
 * Availability watchers: a shopper leaves an e-mail on a sold-out variant and gets one
 * back-in-stock mail when it can be bought again; the watch then ends.
 */

/** Watching a variant twice is one watch; the answer is the same. */
export function watchVariant(db: Db, variantId: number, email: string, now: number): void {
  if (!db.prepare("SELECT 1 FROM variants WHERE id = ?").get(variantId)) {
    throw httpError(404, MESSAGES.productNotFound);
  }
  db.prepare(
    "INSERT INTO variant_watchers (variant_id, email, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
  ).run(variantId, email, now);
}

export interface StockChange {
  variantId: number;
  warehouseId: number;
  stock: number;
}

/**
 * Sets a variant's stock in one warehouse. When that makes a sold-out variant available,
 * every watcher gets the back-in-stock mail with a link to the product on the storefront.
 */
export function setWarehouseStock(
  db: Db,
  change: StockChange,
  { now, storefrontUrl }: { now: number; storefrontUrl: string },
): { stock: number; notified: number } {
  const wasSoldOut = isSoldOut(variantLimits(db, change.variantId));
  if (!db.prepare("SELECT 1 FROM warehouses WHERE id = ?").get(change.warehouseId)) {
    throw httpError(422, MESSAGES.warehouseMissing, "warehouseId");
  }
  db.prepare(
    `INSERT INTO variant_stock (variant_id, warehouse_id, stock) VALUES (?, ?, ?)
     ON CONFLICT (variant_id, warehouse_id) DO UPDATE SET stock = excluded.stock`,
  ).run(change.variantId, change.warehouseId, change.stock);
  const after = variantLimits(db, change.variantId);
  const backInStock = wasSoldOut && !isSoldOut(after);
  const notified = backInStock ? notifyWatchers(db, change.variantId, { now, storefrontUrl }) : 0;
  return { stock: after.stock, notified };
}

function isSoldOut(limits: VariantLimits): boolean {
  return availabilityOf(limits).availabilityCode === "sold_out";
}

function notifyWatchers(
  db: Db,
  variantId: number,
  { now, storefrontUrl }: { now: number; storefrontUrl: string },
): number {
  const variant = db
    .prepare(
      `SELECT v.fullname, p.slug FROM variants v JOIN products p ON p.id = v.product_id
       WHERE v.id = ?`,
    )
    .get(variantId) as { fullname: string; slug: string };
  const emails = db
    .prepare("SELECT email FROM variant_watchers WHERE variant_id = ? ORDER BY created_at, email")
    .pluck()
    .all(variantId) as Array<string>;
  const link = new URL(`/produkt/${encodeURIComponent(variant.slug)}`, storefrontUrl);
  link.searchParams.set("variant_id", String(variantId));
  for (const email of emails) {
    sendMail(
      db,
      {
        to: email,
        kind: "back_in_stock",
        subject: `Zboží je opět skladem: ${variant.fullname}`,
        body: `Dobrý den, ${variant.fullname} je opět skladem. Objednat si jej můžete na odkazu níže.`,
        link: link.href,
      },
      now,
    );
  }
  db.prepare("DELETE FROM variant_watchers WHERE variant_id = ?").run(variantId);
  return emails.length;
}

interface WatchRow {
  id: number;
  variant_id: number;
  product_id: number;
  created_at: number;
  product_name: string;
  product_slug: string;
}

/**
 * The watches left with a customer's e-mail, newest first. A watch knows only its e-mail
 * (a guest may leave one), so a customer's watches are those made with their e-mail, by
 * them or before they had an account; the column compares without case.
 */
export function listWatches(db: Db, email: string) {
  const rows = db
    .prepare(
      `SELECT w.id, w.variant_id, v.product_id, w.created_at, p.name AS product_name,
         p.slug AS product_slug
       FROM variant_watchers w
       JOIN variants v ON v.id = w.variant_id
       JOIN products p ON p.id = v.product_id
       WHERE w.email = ? ORDER BY w.created_at DESC, w.id DESC`,
    )
    .all(email.trim()) as Array<WatchRow>;
  return rows.map((row) => ({
    id: row.id,
    variantId: row.variant_id,
    productId: row.product_id,
    createdAt: new Date(row.created_at).toISOString(),
    product: { id: row.product_id, name: row.product_name, slug: row.product_slug },
  }));
}

/** Ends a watch of that e-mail; another e-mail's watch answers as a missing one. */
export function deleteWatch(db: Db, email: string, id: number): void {
  const { changes } = db
    .prepare("DELETE FROM variant_watchers WHERE id = ? AND email = ?")
    .run(id, email.trim());
  if (changes === 0) throw httpError(404, MESSAGES.watchNotFound);
}
