import type { Db } from "#sandbox/db/open.ts";

import { seedClaimableOrders } from "./claimable-orders.ts";
import { seedCreditItems } from "./credit-items.ts";
import { seedCustomers } from "./customers.ts";
import { seedOrderHistory } from "./order-history.ts";
import { seedProductExtras } from "./product-extras.ts";
import { seedPromotions } from "./promotions.ts";
import { seedSettings } from "./settings.ts";
import { seedShipping } from "./shipping.ts";
import { seedShoppingLists } from "./shopping-lists.ts";
import { seedVatRates } from "./vat-rates.ts";
import { seedWarehouses, shopWarehouseId } from "./warehouses.ts";

/**
 * The store's own data. Runs after the catalogue seed inside its transaction and reads
 * the catalogue rows it derives from, so it works for any catalogue size. Where the store
 * is the authority it also adjusts catalogue rows: the VAT rate of reduced-rate goods and
 * which warehouse holds the stock (never how much there is).
 */
export function seedStore(db: Db): void {
  // One transaction of its own (a savepoint inside the seed's): committing row by row
  // would cost a disk sync per row on a database file.
  db.transaction(() => {
    seedSettings(db);
    const centralId = db.prepare("SELECT min(id) FROM warehouses").pluck().get() as number | null;
    if (centralId !== null) seedWarehouses(db, centralId);
    seedVatRates(db);
    seedShipping(db, (city) => shopWarehouseId(city) ?? centralId);
    seedCustomers(db);
    seedPromotions(db);
    seedProductExtras(db);
    seedCreditItems(db);
    seedShoppingLists(db);
    // Last: placing orders reads everything above.
    seedOrderHistory(db);
    seedClaimableOrders(db);
  })();
}
