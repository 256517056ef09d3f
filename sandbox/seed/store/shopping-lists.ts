import type { Db } from "#sandbox/db/open.ts";
import { variantId } from "#sandbox/seed/catalog-ids.ts";
import { findUserByEmail } from "#sandbox/store/accounts.ts";
import { addListItem, createShoppingList, wishlistOf } from "#sandbox/store/shopping-lists.ts";

import { ORDER_HISTORY_EMAIL } from "./order-history.ts";

/**
 * A wish list and one shopping list of the demo customer of the read-only account journeys,
 * so her favourites and lists have something to show. Made through the store's own
 * functions at fixed past instants, as the running store would have made them; every
 * variant is in stock, and none is one the stock-counting tests buy.
 */

const HOUR_MS = 60 * 60 * 1000;

const WISHES: Array<[variantId: number, addedAt: number]> = [
  [variantId(1007, 0), Date.UTC(2026, 8, 14, 19, 30)], // Stimulátor klitorisu Petal
  [variantId(1027, 1), Date.UTC(2026, 9, 2, 21, 5)], // Saténová košilka Rubín – M
  [variantId(1031, 0), Date.UTC(2026, 10, 1, 10, 40)], // Vibrační kroužek Duo
];

const WEEKEND = {
  name: "Na víkend",
  createdAt: Date.UTC(2026, 10, 20, 17, 0),
  items: [
    [variantId(1025, 0), 2], // Jedlý masážní gel Čokoláda 75 ml
    [variantId(1032, 0), 1], // Erotická hra pro páry Noc plná překvapení
  ] satisfies Array<[variantId: number, amount: number]>,
};

export function seedShoppingLists(db: Db): void {
  const user = findUserByEmail(db, ORDER_HISTORY_EMAIL);
  const firstWish = WISHES[0];
  if (!user || !firstWish) throw new Error("the shopping lists need their customer");
  const wishlist = wishlistOf(db, user.id, firstWish[1]);
  for (const [id, addedAt] of WISHES) {
    addListItem(db, wishlist, { variantId: id, amount: 1, custom: null }, addedAt);
  }
  const weekend = createShoppingList(
    db,
    user.id,
    { name: WEEKEND.name, code: null },
    WEEKEND.createdAt,
  );
  WEEKEND.items.forEach(([id, amount], index) => {
    addListItem(
      db,
      weekend,
      { variantId: id, amount, custom: null },
      WEEKEND.createdAt + index * HOUR_MS,
    );
  });
}
