import { type Request, Router } from "express";
import { z } from "zod";

import { DEFAULT_CURRENCY, requireCurrency } from "../../catalog/currencies.ts";
import type { Db } from "../../db/open.ts";
import { readShopContext } from "../../http/context.ts";
import { httpError } from "../../http/errors.ts";
import { parseOrThrow } from "../../http/validation.ts";
import {
  AMOUNT_TITLE,
  type CartRow,
  addItem,
  buildCart,
  createCart,
  findCart,
  findItemJson,
  removeAllItems,
  removeItem,
  touchCart,
  updateItemAmount,
} from "../cart.ts";

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

const UpdateItemBodySchema = z.object({ amount: z.number() });

const TITLES: Record<string, string> = {
  id: "Vyberte produkt",
  type: "Do košíku lze vložit jen produkt",
  amount: AMOUNT_TITLE,
  parent_id: "Nadřazená položka košíku neexistuje",
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

  const requireCart = (req: Request): CartRow => {
    const { cartToken } = readShopContext(req, headerPrefix);
    if (!cartToken) throw httpError(401, "Chybí token košíku");
    const cart = findCart(db, cartToken, now());
    if (!cart) throw httpError(404, "Košík nebyl nalezen");
    return cart;
  };

  /** Prices the cart in the requested currency, or the one it was last shown in. */
  const answerCart = (req: Request, cart: CartRow) => {
    const currency = requireCurrency(
      db,
      readShopContext(req, headerPrefix).currency ?? cart.currency_code,
    );
    touchCart(db, cart, now(), currency.code);
    return buildCart(db, cart, currency);
  };

  const itemIdOf = (req: Request): number => {
    const id = Number(req.params.id);
    if (!Number.isInteger(id) || id <= 0) throw httpError(404, "Položka košíku nebyla nalezena");
    return id;
  };

  router.get("/cart", (req, res) => {
    res.json({ data: db.transaction(() => answerCart(req, requireCart(req)))() });
  });

  router.post("/cart/items", (req, res) => {
    const body = parseOrThrow(AddItemBodySchema, req.body, { status: 422, titles: TITLES });
    const { cartToken, currency } = readShopContext(req, headerPrefix);
    const answer = db.transaction(() => {
      const time = now();
      const existing = cartToken ? findCart(db, cartToken, time) : undefined;
      const cart =
        existing ?? createCart(db, requireCurrency(db, currency ?? DEFAULT_CURRENCY).code, time);
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

  return router;
}
