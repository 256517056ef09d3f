import type { Db } from "#sandbox/db/open.ts";

/**
 * Runs `place`, which places seeded orders through the store's own code, and undoes what
 * placing does beyond the orders: the variants' and the order gifts' stock stay as seeded
 * (journeys count on them) and the confirmation mails leave the outbox (it starts empty).
 */
export function asHistory(db: Db, variantIds: Array<number>, place: () => void): void {
  const stock = db
    .prepare(
      `SELECT variant_id, warehouse_id, stock FROM variant_stock
       WHERE variant_id IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify([...new Set(variantIds)])) as Array<{
    variant_id: number;
    warehouse_id: number;
    stock: number;
  }>;
  const gifts = db.prepare("SELECT id, stock FROM order_gifts").all() as Array<{
    id: number;
    stock: number;
  }>;
  const lastMailId = db.prepare("SELECT coalesce(max(id), 0) FROM outbox").pluck().get() as number;

  place();

  const restock = db.prepare(
    "UPDATE variant_stock SET stock = ? WHERE variant_id = ? AND warehouse_id = ?",
  );
  for (const row of stock) restock.run(row.stock, row.variant_id, row.warehouse_id);
  const giftStock = db.prepare("UPDATE order_gifts SET stock = ? WHERE id = ?");
  for (const gift of gifts) giftStock.run(gift.stock, gift.id);
  db.prepare("DELETE FROM outbox WHERE id > ?").run(lastMailId);
}
