import { type Request, Router } from "express";
import * as z from "zod";

import type { Db } from "#sandbox/db/open.ts";
import { type ErrorEntry, HttpError, answeredErrors, httpError } from "#sandbox/http/errors.ts";
import { parseOrThrow } from "#sandbox/http/validation.ts";
import { MESSAGES } from "#sandbox/message-language.ts";
import {
  addItem,
  findItemJson,
  removeAllItems,
  removeItem,
  touchCart,
  updateItemAmount,
} from "#sandbox/store/cart.ts";

import { cartAccess } from "./cart-access.ts";

const positiveId = z
  .union([z.number(), z.string().regex(/^\d+$/).transform(Number)])
  .pipe(z.number().int().positive());

const AddItemBodySchema = z.object({
  id: positiveId,
  type: z.literal("product").default("product"),
  amount: z.number(),
  parent_id: positiveId.nullish(),
  newLine: z.boolean().optional(),
  credits: z.union([z.boolean(), z.number()]).optional(),
  custom: z.unknown().optional(),
  forceAdd: z.boolean().optional(),
});

const BatchBodySchema = z.object({
  items: z
    .array(z.object({ id: positiveId, amount: z.number().int().positive() }))
    .min(1)
    .max(500),
});

const UpdateItemBodySchema = z.object({ amount: z.number() });

const TITLES = {
  id: MESSAGES.chooseProduct,
  type: MESSAGES.onlyProducts,
  amount: MESSAGES.amountNotPositive,
  parent_id: MESSAGES.parentItemMissing,
  credits: MESSAGES.trueOrFalse,
  items: MESSAGES.itemList,
};

export interface CartRouterOptions {
  db: Db;
  headerPrefix: string;
  now: () => number;
}

/**
 * The guest cart under /api/v1/cart. Every change runs in one transaction, so a refused
 * addition leaves neither a new cart nor a half-changed one behind.
 */
export function cartRouter({ db, headerPrefix, now }: CartRouterOptions): Router {
  const router = Router();

  const { requireCart, answerCart, cartForAdding } = cartAccess({ db, headerPrefix, now });

  const itemIdOf = (req: Request): number => {
    const id = Number(req.params.id);
    if (!Number.isInteger(id) || id <= 0) throw httpError(404, MESSAGES.cartItemNotFound);
    return id;
  };

  router.get("/cart", (req, res) => {
    res.json({ data: db.transaction(() => answerCart(req, requireCart(req)))() });
  });

  router.post("/cart/items", (req, res) => {
    const body = parseOrThrow(AddItemBodySchema, req.body, { status: 422, titles: TITLES });
    const answer = db.transaction(() => {
      const time = now();
      const cart = cartForAdding(req, time);
      const { itemId, changedAmount } = addItem(
        db,
        cart,
        {
          variantId: body.id,
          amount: body.amount,
          parentId: body.parent_id,
          newLine: body.newLine,
          forCredits: Boolean(body.credits),
          custom: body.custom,
          forceAdd: body.forceAdd,
        },
        time,
      );
      const cartJson = answerCart(req, cart);
      return {
        data: { cart: cartJson, addedItem: findItemJson(cartJson.items, itemId), changedAmount },
        meta: { custom: cart.token },
      };
    })();
    res.json(answer);
  });

  router.patch("/cart/items/:id", (req, res) => {
    const body = parseOrThrow(UpdateItemBodySchema, req.body, { status: 422, titles: TITLES });
    const answer = db.transaction(() => {
      const cart = requireCart(req);
      const itemId = itemIdOf(req);
      const { changedAmount } = updateItemAmount(db, cart, itemId, body.amount);
      const cartJson = answerCart(req, cart);
      return {
        data: { cart: cartJson, updatedItem: findItemJson(cartJson.items, itemId), changedAmount },
      };
    })();
    res.json(answer);
  });

  router.delete("/cart/items/:id", (req, res) => {
    db.transaction(() => {
      const cart = requireCart(req);
      removeItem(db, cart, itemIdOf(req));
      touchCart(db, cart, now(), cart.currency_code);
    })();
    res.status(204).end();
  });

  router.delete("/cart/items", (req, res) => {
    const cart = db.transaction(() => {
      const found = requireCart(req);
      removeAllItems(db, found);
      return answerCart(req, found);
    })();
    res.json({ data: { cart } });
  });

  router.post("/cart/items/batch", (req, res) => {
    const body = parseOrThrow(BatchBodySchema, req.body, { status: 422, titles: TITLES });
    const answer = db.transaction(() => {
      const time = now();
      const cart = cartForAdding(req, time);
      // Each line is added on its own: what fits goes in, the rest is reported per line.
      const errors: Array<ErrorEntry> = [];
      body.items.forEach((item, index) => {
        try {
          addItem(db, cart, { variantId: item.id, amount: item.amount, forceAdd: true }, time);
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          for (const entry of error.errors) {
            errors.push({ field: `items.${index}.${entry.field ?? "id"}`, title: entry.title });
          }
        }
      });
      return {
        data: { cart: answerCart(req, cart), importIncomplete: errors.length },
        errors: answeredErrors(res, errors),
        meta: { custom: cart.token },
      };
    })();
    res.json(answer);
  });

  return router;
}
