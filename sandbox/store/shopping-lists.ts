import * as z from "zod";

import type { Db } from "#sandbox/db/open.ts";
import { httpError } from "#sandbox/http/errors.ts";
import { MESSAGES } from "#sandbox/message-language.ts";

import { readSetting } from "./settings.ts";

/**
 * The customer's shopping lists. The wish list (the storefront's favourites) is one of them,
 * found by the reserved code `wishlist`: the store creates it on first use, so a customer
 * never has to, and it is never listed or deleted with the others.
 */

export const WISHLIST_CODE = "wishlist";
export const WISHLIST_NAME = "Oblíbené";
export const MAX_LIST_AMOUNT = 9999;

export interface ShoppingListRow {
  id: number;
  user_id: number;
  code: string | null;
  name: string;
  created_at: number;
}

export interface ShoppingListItemRow {
  id: number;
  list_id: number;
  variant_id: number;
  amount: number;
  custom: string | null;
  created_at: number;
}

export interface ListItemInput {
  variantId: number;
  amount: number;
  custom: Record<string, unknown> | null;
}

const FunctionsSchema = z.object({ shopping_lists: z.boolean().default(false) });

export function shoppingListsEnabled(db: Db): boolean {
  const functions = FunctionsSchema.safeParse(readSetting(db, "functions"));
  return functions.success && functions.data.shopping_lists;
}

export function assertShoppingListsEnabled(db: Db): void {
  if (!shoppingListsEnabled(db)) {
    throw httpError(403, MESSAGES.shoppingListsOff);
  }
}

export function isWishlist(list: ShoppingListRow): boolean {
  return list.code === WISHLIST_CODE;
}

/**
 * A list of the customer by id. The function switch guards every list but the wish list,
 * which keeps working as the favourites; with the function off any other id answers 403
 * before 404, so a switched-off shop reveals nothing about the lists it still holds.
 */
export function requireList(db: Db, userId: number, id: number): ShoppingListRow {
  const list = findList(db, userId, id);
  if (!list || !isWishlist(list)) assertShoppingListsEnabled(db);
  if (!list) throw httpError(404, MESSAGES.listNotFound);
  return list;
}

function findList(db: Db, userId: number, id: number): ShoppingListRow | undefined {
  return db.prepare("SELECT * FROM shopping_lists WHERE id = ? AND user_id = ?").get(id, userId) as
    ShoppingListRow | undefined;
}

/** A list of the customer by code; the wish list's code creates it when it is missing. */
export function requireListByCode(
  db: Db,
  userId: number,
  code: string,
  now: number,
): ShoppingListRow {
  if (code === WISHLIST_CODE) return wishlistOf(db, userId, now);
  assertShoppingListsEnabled(db);
  const list = db
    .prepare("SELECT * FROM shopping_lists WHERE user_id = ? AND code = ?")
    .get(userId, code) as ShoppingListRow | undefined;
  if (!list) throw httpError(404, MESSAGES.listNotFound);
  return list;
}

/** The customer's wish list, created empty the first time anything asks for it. */
export function wishlistOf(db: Db, userId: number, now: number): ShoppingListRow {
  db.prepare(
    `INSERT INTO shopping_lists (user_id, code, name, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id, code) DO NOTHING`,
  ).run(userId, WISHLIST_CODE, WISHLIST_NAME, now);
  return db
    .prepare("SELECT * FROM shopping_lists WHERE user_id = ? AND code = ?")
    .get(userId, WISHLIST_CODE) as ShoppingListRow;
}

/** Every list of the customer but the wish list, oldest first. */
export function listShoppingLists(db: Db, userId: number): Array<ShoppingListRow> {
  return db
    .prepare(
      `SELECT * FROM shopping_lists WHERE user_id = ? AND code IS NOT ?
       ORDER BY created_at, id`,
    )
    .all(userId, WISHLIST_CODE) as Array<ShoppingListRow>;
}

export function createShoppingList(
  db: Db,
  userId: number,
  input: { name: string; code: string | null },
  now: number,
): ShoppingListRow {
  // Refused without regard to case, so no list can pass for the wish list in a listing.
  if (input.code?.toLowerCase() === WISHLIST_CODE) {
    throw httpError(422, MESSAGES.wishlistCodeReserved, "code");
  }
  if (
    input.code !== null &&
    db
      .prepare("SELECT 1 FROM shopping_lists WHERE user_id = ? AND code = ?")
      .get(userId, input.code)
  ) {
    throw httpError(422, MESSAGES.listCodeTaken, "code");
  }
  const { lastInsertRowid } = db
    .prepare("INSERT INTO shopping_lists (user_id, code, name, created_at) VALUES (?, ?, ?, ?)")
    .run(userId, input.code, input.name, now);
  const list = findList(db, userId, Number(lastInsertRowid));
  if (!list) throw new Error("the new shopping list was not stored");
  return list;
}

export function renameShoppingList(db: Db, list: ShoppingListRow, name: string): ShoppingListRow {
  // The favourites carry the storefront's own name; a rename would not show anywhere.
  if (isWishlist(list)) throw httpError(422, MESSAGES.wishlistNoRename, "name");
  db.prepare("UPDATE shopping_lists SET name = ? WHERE id = ?").run(name, list.id);
  return { ...list, name };
}

export function deleteShoppingList(db: Db, list: ShoppingListRow): void {
  // It would come back empty on the next read anyway; refusing says so plainly.
  if (isWishlist(list)) throw httpError(422, MESSAGES.wishlistNoDelete);
  db.prepare("DELETE FROM shopping_lists WHERE id = ?").run(list.id);
}

/**
 * Puts a variant on the list. A wish is there or not, so adding it to the wish list again
 * changes nothing; on another list the amounts add up (at most MAX_LIST_AMOUNT), and a
 * `custom` sent along replaces the stored one.
 */
export function addListItem(db: Db, list: ShoppingListRow, item: ListItemInput, now: number) {
  if (!db.prepare("SELECT 1 FROM variants WHERE id = ?").get(item.variantId)) {
    throw httpError(404, MESSAGES.productNotFound);
  }
  const onConflict = isWishlist(list)
    ? "DO NOTHING"
    : `DO UPDATE SET amount = min(amount + excluded.amount, ${MAX_LIST_AMOUNT}),
         custom = coalesce(excluded.custom, custom)`;
  db.prepare(
    `INSERT INTO shopping_list_items (list_id, variant_id, amount, custom, created_at)
     VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (list_id, variant_id) ${onConflict}`,
  ).run(
    list.id,
    item.variantId,
    item.amount,
    item.custom === null ? null : JSON.stringify(item.custom),
    now,
  );
}

/** An item of that list only: another list's item id answers as a missing one. */
export function requireListItem(
  db: Db,
  list: ShoppingListRow,
  itemId: number,
): ShoppingListItemRow {
  const item = db
    .prepare("SELECT * FROM shopping_list_items WHERE id = ? AND list_id = ?")
    .get(itemId, list.id) as ShoppingListItemRow | undefined;
  if (!item) throw httpError(404, MESSAGES.listItemNotFound);
  return item;
}

export function setListItemAmount(db: Db, item: ShoppingListItemRow, amount: number): void {
  db.prepare("UPDATE shopping_list_items SET amount = ? WHERE id = ?").run(amount, item.id);
}

export function deleteListItem(db: Db, item: ShoppingListItemRow): void {
  db.prepare("DELETE FROM shopping_list_items WHERE id = ?").run(item.id);
}

interface ItemJsonRow {
  id: number;
  variant_id: number;
  amount: number;
  product_id: number;
  product_name: string;
  product_slug: string;
}

/** A list with its items in the order they were added, oldest first. */
export function shoppingListJson(db: Db, list: ShoppingListRow) {
  const items = db
    .prepare(
      `SELECT i.id, i.variant_id, i.amount, p.id AS product_id, p.name AS product_name,
         p.slug AS product_slug
       FROM shopping_list_items i
       JOIN variants v ON v.id = i.variant_id
       JOIN products p ON p.id = v.product_id
       WHERE i.list_id = ? ORDER BY i.created_at, i.id`,
    )
    .all(list.id) as Array<ItemJsonRow>;
  return {
    id: list.id,
    code: list.code,
    name: list.name,
    items: items.map((item) => ({
      id: item.id,
      variantId: item.variant_id,
      productId: item.product_id,
      amount: item.amount,
      product: { id: item.product_id, name: item.product_name, slug: item.product_slug },
    })),
  };
}
