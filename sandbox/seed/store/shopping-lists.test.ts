import { describe, expect, it } from "vitest";

import { openDatabase } from "#sandbox/db/open.ts";
import { seedDatabase } from "#sandbox/seed/seed.ts";
import { findUserByEmail } from "#sandbox/store/accounts.ts";
import { listShoppingLists, shoppingListJson, wishlistOf } from "#sandbox/store/shopping-lists.ts";

import { ORDER_HISTORY_EMAIL } from "./order-history.ts";

/** The demo customer's seeded wish list and shopping list, as her account reads them. */

const db = openDatabase(":memory:");
seedDatabase(db);
const marie = findUserByEmail(db, ORDER_HISTORY_EMAIL);
const userId = marie?.id ?? 0;

const stockOf = (variantId: number) =>
  db
    .prepare("SELECT coalesce(sum(stock), 0) FROM variant_stock WHERE variant_id = ?")
    .pluck()
    .get(variantId) as number;

describe("shopping list seed", () => {
  it("gives Marie a wish list of three products in stock", () => {
    const wishlist = shoppingListJson(db, wishlistOf(db, userId, Date.now()));
    expect(wishlist).toMatchObject({ code: "wishlist", name: "Oblíbené" });
    expect(wishlist.items.map((item) => [item.variantId, item.product.slug])).toEqual([
      [10071, "stimulator-klitorisu-petal"],
      [10272, "satenova-kosilka-rubin"],
      [10311, "vibracni-krouzek-duo"],
    ]);
    for (const item of wishlist.items) expect(stockOf(item.variantId)).toBeGreaterThan(0);
  });

  it("gives her one list for the weekend with two lines in stock", () => {
    const lists = listShoppingLists(db, userId).map((list) => shoppingListJson(db, list));
    expect(lists).toHaveLength(1);
    expect(lists[0]?.name).toBe("Na víkend");
    expect(lists[0]?.code).toBeNull();
    expect(lists[0]?.items.map((item) => [item.variantId, item.amount, item.product.slug])).toEqual(
      [
        [10251, 2, "jedly-masazni-gel-cokolada-75-ml"],
        [10321, 1, "eroticka-hra-pro-pary-noc-plna-prekvapeni"],
      ],
    );
    for (const item of lists[0]?.items ?? []) {
      expect(stockOf(item.variantId)).toBeGreaterThanOrEqual(item.amount);
    }
  });
});
