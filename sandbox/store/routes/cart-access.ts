import type { Request } from "express";

import { DEFAULT_CURRENCY, requireCurrency } from "#sandbox/catalog/currencies.ts";
import type { Db } from "#sandbox/db/open.ts";
import { readShopContext } from "#sandbox/http/context.ts";
import { httpError } from "#sandbox/http/errors.ts";
import { MESSAGES } from "#sandbox/message-language.ts";
import { optionalUser } from "#sandbox/store/accounts.ts";
import {
  type CartRow,
  buildCart,
  createCart,
  findCart,
  findUserCart,
  touchCart,
} from "#sandbox/store/cart.ts";

export interface CartAccessOptions {
  db: Db;
  headerPrefix: string;
  now: () => number;
}

/** How a request finds its cart; shared by the cart and the checkout routes. */
export function cartAccess({ db, headerPrefix, now }: CartAccessOptions) {
  /**
   * The guest token names the cart; without one, a logged-in shopper's own cart. A cart
   * used with a valid login becomes the user's, so credits and orders can follow.
   */
  const findRequestCart = (req: Request, time: number): CartRow | undefined => {
    const { cartToken } = readShopContext(req, headerPrefix);
    const user = optionalUser(db, req, time);
    const cart = cartToken
      ? findCart(db, cartToken, time)
      : user && findUserCart(db, user.id, time);
    if (cart && user && cart.user_id !== user.id) {
      db.prepare("UPDATE carts SET user_id = ? WHERE id = ?").run(user.id, cart.id);
      cart.user_id = user.id;
    }
    return cart;
  };

  /**
   * A guest needs a token that names a live cart (401 without one, 404 for an unknown
   * one); a logged-in shopper always has a cart, created empty on first use.
   */
  const requireCart = (req: Request): CartRow => {
    const time = now();
    const { cartToken } = readShopContext(req, headerPrefix);
    if (!cartToken && !bearer(req)) throw httpError(401, MESSAGES.missingCartToken);
    if (!cartToken) return cartForAdding(req, time);
    const cart = findRequestCart(req, time);
    if (!cart) throw httpError(404, MESSAGES.cartNotFound);
    return cart;
  };

  /** The cart to add to: the request's own, or a new one (the user's when logged in). */
  const cartForAdding = (req: Request, time: number): CartRow => {
    const existing = findRequestCart(req, time);
    if (existing) return existing;
    const { currency } = readShopContext(req, headerPrefix);
    const user = optionalUser(db, req, time);
    return createCart(db, requireCurrency(db, currency ?? DEFAULT_CURRENCY).code, time, user?.id);
  };

  /** The currency the request asks for, or the one the cart was last shown in. */
  const cartCurrency = (req: Request, cart: CartRow) =>
    requireCurrency(db, readShopContext(req, headerPrefix).currency ?? cart.currency_code);

  /** Prices the cart in the request's currency and counts the call as the cart's use. */
  const answerCart = (req: Request, cart: CartRow) => {
    const currency = cartCurrency(req, cart);
    touchCart(db, cart, now(), currency.code);
    return buildCart(db, cart, currency, now(), readShopContext(req, headerPrefix).locale);
  };

  return { requireCart, cartForAdding, cartCurrency, answerCart };
}

function bearer(req: Request): boolean {
  return /^Bearer\s+\S+$/i.test(req.get("authorization") ?? "");
}
