import type { Db } from "../../db/open.ts";

import { seedCustomers } from "./customers.ts";
import { seedProductExtras } from "./product-extras.ts";
import { seedPromotions } from "./promotions.ts";
import { seedSettings } from "./settings.ts";
import { seedShipping } from "./shipping.ts";

/**
 * The store's own data. Runs after the catalogue seed inside its transaction and reads
 * the catalogue rows it derives from, so it works for any catalogue size.
 */
export function seedStore(db: Db): void {
  seedSettings(db);
  const warehouseId = db.prepare("SELECT min(id) FROM warehouses").pluck().get() as number | null;
  seedShipping(db, warehouseId);
  seedCustomers(db);
  seedPromotions(db);
  seedProductExtras(db);
}
