import type { Db } from "#sandbox/db/open.ts";

import { batchInsert } from "./batch-insert.ts";
import { HAND_WRITTEN_PRODUCT_IDS } from "./hand-written-products.ts";
import { seededRandom } from "./random.ts";

/**
 * The store's warehouses beside the catalogue's central one, and a share of each generated
 * variant's stock moved into them. Moving never changes a variant's total, so everything
 * the catalogue says about stock stays true; only how fast a larger amount ships changes.
 * Ids start at 91 to stay clear of the catalogue's own warehouses.
 */
export const STORE_WAREHOUSES = [
  {
    id: 91,
    code: "prodejna-brno",
    name: "Sklad prodejny Brno",
    virtual: false,
    delayDays: 1,
    city: "Brno",
  },
  {
    id: 92,
    code: "dodavatel",
    name: "Sklad dodavatele",
    virtual: true,
    delayDays: 5,
    city: null,
  },
] as const;

const [SHOP_WAREHOUSE, SUPPLIER_WAREHOUSE] = STORE_WAREHOUSES;

/** The smallest stock worth splitting: each part keeps at least one unit. */
const SPLIT_FROM = 4;

export function seedWarehouses(db: Db, centralId: number): void {
  const insertWarehouse = db.prepare(
    "INSERT INTO warehouses (id, code, name, virtual) VALUES (?, ?, ?, ?)",
  );
  const insertDispatch = db.prepare(
    "INSERT INTO warehouse_dispatch (warehouse_id, delay_days) VALUES (?, ?)",
  );
  for (const warehouse of STORE_WAREHOUSES) {
    insertWarehouse.run(warehouse.id, warehouse.code, warehouse.name, warehouse.virtual ? 1 : 0);
    insertDispatch.run(warehouse.id, warehouse.delayDays);
  }

  const rows = db
    .prepare(
      `SELECT s.variant_id, v.product_id, s.stock FROM variant_stock s
       JOIN variants v ON v.id = s.variant_id
       WHERE s.warehouse_id = ? AND s.stock >= ? ORDER BY s.variant_id`,
    )
    .all(centralId, SPLIT_FROM) as Array<{ variant_id: number; product_id: number; stock: number }>;
  const moved = batchInsert(db, "variant_stock", ["variant_id", "warehouse_id", "stock"]);
  for (const row of rows) {
    if (HAND_WRITTEN_PRODUCT_IDS.has(row.product_id)) continue;
    const roll = seededRandom(row.variant_id * 13)();
    if (roll >= 0.3) continue;
    const quarter = Math.floor(row.stock / 4);
    moved.add(row.variant_id, SHOP_WAREHOUSE.id, quarter);
    if (roll < 0.12) moved.add(row.variant_id, SUPPLIER_WAREHOUSE.id, quarter);
  }
  moved.flush();
  // One statement takes what moved out of the central warehouse, instead of one per row.
  db.prepare(
    `UPDATE variant_stock SET stock = stock - (
       SELECT sum(moved.stock) FROM variant_stock moved
       WHERE moved.variant_id = variant_stock.variant_id AND moved.warehouse_id IN (?, ?))
     WHERE warehouse_id = ? AND variant_id IN (
       SELECT variant_id FROM variant_stock WHERE warehouse_id IN (?, ?))`,
  ).run(
    SHOP_WAREHOUSE.id,
    SUPPLIER_WAREHOUSE.id,
    centralId,
    SHOP_WAREHOUSE.id,
    SUPPLIER_WAREHOUSE.id,
  );
}

/** The store warehouse that stocks a shop in `city`, if any. */
export function shopWarehouseId(city: string): number | undefined {
  return STORE_WAREHOUSES.find((warehouse) => warehouse.city === city)?.id;
}
