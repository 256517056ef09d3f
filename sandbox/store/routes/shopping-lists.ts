import { type Request, Router } from "express";
import * as z from "zod";

import type { Db } from "#sandbox/db/open.ts";
import { httpError } from "#sandbox/http/errors.ts";
import { parseOrThrow } from "#sandbox/http/validation.ts";
import { MESSAGES } from "#sandbox/message-language.ts";
import { requireUser } from "#sandbox/store/accounts.ts";
import {
  MAX_LIST_AMOUNT,
  type ShoppingListRow,
  addListItem,
  assertShoppingListsEnabled,
  createShoppingList,
  deleteListItem,
  deleteShoppingList,
  listShoppingLists,
  renameShoppingList,
  requireList,
  requireListByCode,
  requireListItem,
  setListItemAmount,
  shoppingListJson,
} from "#sandbox/store/shopping-lists.ts";

import { positiveIdParam } from "./query.ts";

const MAX_NAME_LENGTH = 100;
const name = z.string().trim().min(1);
// A code travels in the path (`/code/{code}`), so it keeps to what needs no escaping.
const code = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,50}$/);
const amount = z.number().int().min(1).max(MAX_LIST_AMOUNT);

const CreateListBodySchema = z.object({ name, code: code.nullish() });
const RenameListBodySchema = z.object({ name });
const AddItemBodySchema = z.object({
  id: z.number().int().positive(),
  amount: amount.default(1),
  custom: z.record(z.string(), z.unknown()).nullish(),
});
const ItemAmountBodySchema = z.object({ amount });

const opts = {
  status: 422,
  titles: {
    name: MESSAGES.enterListName,
    code: MESSAGES.listCodeFormat,
    id: MESSAGES.chooseProduct,
    amount: MESSAGES.listAmount(MAX_LIST_AMOUNT),
    custom: MESSAGES.customNotObject,
  },
};

/** Checked after parsing so that a long name gets a title of its own, not the empty one's. */
function assertNameLength(value: string): void {
  if (value.length > MAX_NAME_LENGTH) {
    throw httpError(422, MESSAGES.listNameTooLong(MAX_NAME_LENGTH), "name");
  }
}

/**
 * The logged-in customer's shopping lists and wish list under /api/v1/user/shopping-lists.
 * The wish list works whatever the `shopping_lists` function says; the rest answers 403
 * while it is off.
 */
export function shoppingListsRouter({ db, now }: { db: Db; now: () => number }): Router {
  const router = Router();
  const customer = (req: Request) => requireUser(db, req, now());
  const listOf = (req: Request): ShoppingListRow => {
    const user = customer(req);
    const id = positiveIdParam.safeParse(req.params.id);
    if (!id.success) {
      assertShoppingListsEnabled(db);
      throw httpError(404, MESSAGES.listNotFound);
    }
    return requireList(db, user.id, id.data);
  };
  const listOfCode = (req: Request): ShoppingListRow =>
    requireListByCode(db, customer(req).id, req.params.code ?? "", now());
  const itemOf = (list: ShoppingListRow, itemId: string | undefined) => {
    const id = positiveIdParam.safeParse(itemId);
    if (!id.success) throw httpError(404, MESSAGES.listItemNotFound);
    return requireListItem(db, list, id.data);
  };
  const addItem = (list: ShoppingListRow, body: unknown) => {
    const item = parseOrThrow(AddItemBodySchema, body, opts);
    addListItem(
      db,
      list,
      { variantId: item.id, amount: item.amount, custom: item.custom ?? null },
      now(),
    );
    return shoppingListJson(db, list);
  };

  router.get("/user/shopping-lists", (req, res) => {
    const user = customer(req);
    assertShoppingListsEnabled(db);
    const lists = listShoppingLists(db, user.id).map((list) => shoppingListJson(db, list));
    res.json({ data: lists });
  });

  router.post("/user/shopping-lists", (req, res) => {
    const user = customer(req);
    assertShoppingListsEnabled(db);
    const body = parseOrThrow(CreateListBodySchema, req.body, opts);
    assertNameLength(body.name);
    const list = createShoppingList(
      db,
      user.id,
      { name: body.name, code: body.code ?? null },
      now(),
    );
    res.status(201).json({ data: shoppingListJson(db, list) });
  });

  // The code routes first: their paths would otherwise read "code" as an id.
  router.get("/user/shopping-lists/code/:code", (req, res) => {
    res.json({ data: shoppingListJson(db, listOfCode(req)) });
  });

  router.post("/user/shopping-lists/code/:code/items", (req, res) => {
    res.status(201).json({ data: addItem(listOfCode(req), req.body) });
  });

  router.get("/user/shopping-lists/:id", (req, res) => {
    res.json({ data: shoppingListJson(db, listOf(req)) });
  });

  router.patch("/user/shopping-lists/:id", (req, res) => {
    const list = listOf(req);
    const body = parseOrThrow(RenameListBodySchema, req.body, opts);
    assertNameLength(body.name);
    res.json({ data: shoppingListJson(db, renameShoppingList(db, list, body.name)) });
  });

  router.delete("/user/shopping-lists/:id", (req, res) => {
    deleteShoppingList(db, listOf(req));
    res.status(204).end();
  });

  router.post("/user/shopping-lists/:id/items", (req, res) => {
    res.status(201).json({ data: addItem(listOf(req), req.body) });
  });

  router.patch("/user/shopping-lists/:id/items/:itemId", (req, res) => {
    const list = listOf(req);
    const item = itemOf(list, req.params.itemId);
    const body = parseOrThrow(ItemAmountBodySchema, req.body, opts);
    setListItemAmount(db, item, body.amount);
    res.json({ data: shoppingListJson(db, list) });
  });

  router.delete("/user/shopping-lists/:id/items/:itemId", (req, res) => {
    deleteListItem(db, itemOf(listOf(req), req.params.itemId));
    res.status(204).end();
  });

  return router;
}
