import {
  currentClosure,
  hoursToday,
  isOpenNow,
  type OpeningSchedule,
} from "#bff/rules/opening-hours.ts";
import { displayedStock } from "#bff/rules/stock-display.ts";

/** A variant's stock in one warehouse, as the CMS product lists it. */
export type WarehouseStock = { id: string | number; stock: number };

/** One of the shop's own stores: its CMS page joined with the store's branch record. */
export type OwnShop = {
  branchId: number;
  title: string;
  slug: string;
  warehouseId: number;
  schedule: OpeningSchedule;
};

export type ShopStockRow = {
  branchId: number;
  name: string;
  slug: string;
  /** Pieces shown, capped like the online stock. */
  stockShown: number;
  /** Open now: the shopper can still pick it up today. */
  pickUpToday: boolean;
  /** Temporarily closed today, so the stock waits until it opens again. */
  closedNow: boolean;
  /** Today's hours, for the shop that is not open at this moment; both null when closed all day. */
  today: { from: string | null; to: string | null };
};

/**
 * The shops that have the variant, in the order given (the CMS's: weight, then name).
 * Shops without it are left out: the list answers "where can I get it", and a column of
 * "Není skladem" lines on a phone would bury the shop that has it. A temporarily closed
 * shop stays listed with its closure, since its stock is real once it opens again.
 */
export function shopStockRows({
  shops,
  warehouses,
  maxShown,
  now,
}: {
  shops: Array<OwnShop>;
  warehouses: Array<WarehouseStock>;
  maxShown: number;
  now: Date;
}): Array<ShopStockRow> {
  const stockIn = new Map<string, number>();
  for (const warehouse of warehouses) {
    const key = String(warehouse.id);
    stockIn.set(key, (stockIn.get(key) ?? 0) + warehouse.stock);
  }
  return shops.flatMap((shop) => {
    const stock = stockIn.get(String(shop.warehouseId)) ?? 0;
    if (stock <= 0) return [];
    const today = hoursToday(shop.schedule, now);
    return [
      {
        branchId: shop.branchId,
        name: shop.title,
        slug: shop.slug,
        stockShown: displayedStock({ stock, checkStock: true, maxShown }),
        pickUpToday: isOpenNow(shop.schedule, now),
        closedNow: currentClosure(shop.schedule, now)?.now ?? false,
        today: { from: today.from, to: today.to },
      },
    ];
  });
}
