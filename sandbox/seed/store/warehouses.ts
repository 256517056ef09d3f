import type { Db } from "#sandbox/db/open.ts";
import { variantId } from "#sandbox/seed/catalog-ids.ts";

import { batchInsert } from "./batch-insert.ts";
import { HAND_WRITTEN_PRODUCT_IDS } from "./hand-written-products.ts";
import { seededRandom } from "./random.ts";

/**
 * The store's warehouses beside the catalogue's central one: one in each own shop and the
 * supplier's, with a share of some variants' stock moved into them. Moving never changes a
 * variant's total, so everything the catalogue says about stock stays true; only how fast a
 * larger amount ships changes, and which shops have a variant on their shelves. Ids start
 * at 91 to stay clear of the catalogue's own warehouses.
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
  ...ownShopWarehouses([
    [93, "praha", "Praha", 1],
    [94, "ostrava", "Ostrava", 1],
    [95, "plzen", "Plzeň", 1],
    [96, "olomouc", "Olomouc", 1],
    [97, "ceske-budejovice", "České Budějovice", 1],
    // Goods for an online order cross the border first.
    [98, "bratislava", "Bratislava", 2],
    [99, "kosice", "Košice", 2],
  ]),
] as const;

function ownShopWarehouses(shops: Array<[number, string, string, number]>) {
  return shops.map(([id, code, city, delayDays]) => ({
    id,
    code: `prodejna-${code}`,
    name: `Sklad prodejny ${city}`,
    virtual: false,
    delayDays,
    city,
  }));
}

const [BRNO_SHOP_WAREHOUSE, SUPPLIER_WAREHOUSE, ...OTHER_SHOP_WAREHOUSES] = STORE_WAREHOUSES;

/** The smallest stock worth splitting: each part keeps at least one unit. */
const SPLIT_FROM = 4;

/** The smallest central stock some of which goes onto the other shops' shelves. */
const SHELF_FROM = 6;

/**
 * Hand-written variants on shop shelves, so the product page has differences to show:
 * Velvet Classic pink in Praha and Brno, purple only in Ostrava, black nowhere; Lumi Mini
 * in four other shops. The central warehouse keeps enough for the journeys' carts.
 */
const HAND_WRITTEN_SHELVES: ReadonlyArray<{ variantId: number; city: string; stock: number }> = [
  { variantId: variantId(1001, 0), city: "Praha", stock: 2 },
  { variantId: variantId(1001, 0), city: "Brno", stock: 1 },
  { variantId: variantId(1001, 1), city: "Ostrava", stock: 2 },
  { variantId: variantId(1002, 0), city: "Plzeň", stock: 2 },
  { variantId: variantId(1002, 0), city: "Bratislava", stock: 2 },
  { variantId: variantId(1002, 1), city: "Olomouc", stock: 1 },
  { variantId: variantId(1002, 1), city: "Košice", stock: 1 },
];

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
  splitToBrnoAndSupplier(db, centralId);
  stockShopShelves(db, centralId);
  stockHandWrittenShelves(db, centralId);
}

function centralStocks(db: Db, centralId: number, from: number) {
  return db
    .prepare(
      `SELECT s.variant_id, v.product_id, s.stock FROM variant_stock s
       JOIN variants v ON v.id = s.variant_id
       WHERE s.warehouse_id = ? AND s.stock >= ? ORDER BY s.variant_id`,
    )
    .all(centralId, from) as Array<{ variant_id: number; product_id: number; stock: number }>;
}

/** A quarter of some generated variants' stock into the Brno shop, some to the supplier. */
function splitToBrnoAndSupplier(db: Db, centralId: number): void {
  const moved = batchInsert(db, "variant_stock", ["variant_id", "warehouse_id", "stock"]);
  for (const row of centralStocks(db, centralId, SPLIT_FROM)) {
    if (HAND_WRITTEN_PRODUCT_IDS.has(row.product_id)) continue;
    const roll = seededRandom(row.variant_id * 13)();
    if (roll >= 0.3) continue;
    const quarter = Math.floor(row.stock / 4);
    moved.add(row.variant_id, BRNO_SHOP_WAREHOUSE.id, quarter);
    if (roll < 0.12) moved.add(row.variant_id, SUPPLIER_WAREHOUSE.id, quarter);
  }
  moved.flush();
  takeFromCentral(db, centralId, [BRNO_SHOP_WAREHOUSE.id, SUPPLIER_WAREHOUSE.id]);
}

/**
 * A unit or two of some generated variants onto the other shops' shelves, each shop drawn
 * on its own, so a variant lies in some shops and not in others. The central warehouse
 * keeps at least two thirds, so the smallest amount still ships at once.
 */
function stockShopShelves(db: Db, centralId: number): void {
  const moved = batchInsert(db, "variant_stock", ["variant_id", "warehouse_id", "stock"]);
  for (const row of centralStocks(db, centralId, SHELF_FROM)) {
    if (HAND_WRITTEN_PRODUCT_IDS.has(row.product_id)) continue;
    const random = seededRandom(row.variant_id * 31);
    if (random() >= 0.45) continue;
    let budget = Math.floor(row.stock / 3);
    for (const shop of OTHER_SHOP_WAREHOUSES) {
      if (random() >= 0.35) continue;
      const units = Math.min(budget, 1 + Math.floor(random() * 2));
      if (units <= 0) break;
      moved.add(row.variant_id, shop.id, units);
      budget -= units;
    }
  }
  moved.flush();
  takeFromCentral(
    db,
    centralId,
    OTHER_SHOP_WAREHOUSES.map((shop) => shop.id),
  );
}

function stockHandWrittenShelves(db: Db, centralId: number): void {
  const shelve = db.prepare(
    "INSERT INTO variant_stock (variant_id, warehouse_id, stock) VALUES (?, ?, ?)",
  );
  const take = db.prepare(
    "UPDATE variant_stock SET stock = stock - ? WHERE variant_id = ? AND warehouse_id = ?",
  );
  for (const shelf of HAND_WRITTEN_SHELVES) {
    const warehouseId = shopWarehouseId(shelf.city);
    if (warehouseId === undefined) continue;
    shelve.run(shelf.variantId, warehouseId, shelf.stock);
    take.run(shelf.stock, shelf.variantId, centralId);
  }
}

/** Takes what moved into `warehouseIds` out of the central warehouse, in one statement. */
function takeFromCentral(db: Db, centralId: number, warehouseIds: Array<number>): void {
  const ids = JSON.stringify(warehouseIds);
  db.prepare(
    `UPDATE variant_stock SET stock = stock - (
       SELECT sum(moved.stock) FROM variant_stock moved
       WHERE moved.variant_id = variant_stock.variant_id
         AND moved.warehouse_id IN (SELECT value FROM json_each(?)))
     WHERE warehouse_id = ? AND variant_id IN (
       SELECT variant_id FROM variant_stock
       WHERE warehouse_id IN (SELECT value FROM json_each(?)))`,
  ).run(ids, centralId, ids);
}

/** The store warehouse that stocks a shop in `city`, if any. */
export function shopWarehouseId(city: string): number | undefined {
  return STORE_WAREHOUSES.find((warehouse) => warehouse.city === city)?.id;
}
