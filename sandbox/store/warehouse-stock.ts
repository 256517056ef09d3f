import type { Db } from "#sandbox/db/open.ts";

/**
 * Stock per warehouse in dispatch order. A warehouse without a dispatch rule ships at once;
 * the others need their delay before their goods can leave, so an amount is taken from the
 * fastest warehouses first and waits for the slowest one it needs.
 */

export interface WarehouseStock {
  warehouseId: number;
  stock: number;
  delayDays: number;
}

export function warehouseStocks(
  db: Db,
  variantIds: Array<number>,
): Map<number, Array<WarehouseStock>> {
  const rows = db
    .prepare(
      `SELECT s.variant_id, s.warehouse_id, s.stock, coalesce(d.delay_days, 0) AS delay_days
       FROM variant_stock s LEFT JOIN warehouse_dispatch d ON d.warehouse_id = s.warehouse_id
       WHERE s.variant_id IN (SELECT value FROM json_each(?))
       ORDER BY s.variant_id, delay_days, s.warehouse_id`,
    )
    .all(JSON.stringify(variantIds)) as Array<{
    variant_id: number;
    warehouse_id: number;
    stock: number;
    delay_days: number;
  }>;
  const stocks = new Map<number, Array<WarehouseStock>>(variantIds.map((id) => [id, []]));
  for (const row of rows) {
    stocks.get(row.variant_id)?.push({
      warehouseId: row.warehouse_id,
      stock: row.stock,
      delayDays: row.delay_days,
    });
  }
  return stocks;
}

/**
 * Working days before `amount` units can leave, taking the fastest stock first; undefined
 * when all warehouses together hold less.
 */
export function stockDelayDays(stocks: Array<WarehouseStock>, amount: number): number | undefined {
  if (amount <= 0) return 0;
  let covered = 0;
  for (const warehouse of stocks) {
    if (warehouse.stock <= 0) continue;
    covered += warehouse.stock;
    if (covered >= amount) return warehouse.delayDays;
  }
  return undefined;
}

/** How many units to take from each warehouse for `amount`, fastest first. */
export function stockToTake(
  stocks: Array<WarehouseStock>,
  amount: number,
): Array<{ warehouseId: number; amount: number }> {
  const taken: Array<{ warehouseId: number; amount: number }> = [];
  let left = amount;
  for (const warehouse of stocks) {
    const take = Math.min(left, warehouse.stock);
    if (take <= 0) continue;
    taken.push({ warehouseId: warehouse.warehouseId, amount: take });
    left -= take;
  }
  return taken;
}
