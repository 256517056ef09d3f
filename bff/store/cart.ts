import type { RequestContext } from "#bff/context.ts";
import { isBffError } from "#bff/errors.ts";
import { upstreamJson, upstreamNoContent } from "#bff/http/upstream-fetch.ts";

import {
  AddCartItemResponseSchema,
  CartResponseSchema,
  UpdateCartItemResponseSchema,
  type Cart,
} from "./schemas.ts";

export type CartLookup = {
  cart: Cart | null;
  /** The token the shopper holds no longer names a cart; the edge should forget it. */
  tokenExpired: boolean;
};

/**
 * GET {store}/api/v1/cart. The cart is loaded only when the shopper holds a guest cart or
 * auth token; otherwise it is empty without asking the store.
 */
export async function getCart({ ctx }: { ctx: RequestContext }): Promise<CartLookup> {
  if (!ctx.cartToken && !ctx.authToken) return { cart: null, tokenExpired: false };
  try {
    const { data } = await upstreamJson({
      ctx,
      service: "store",
      path: "/api/v1/cart",
      schema: CartResponseSchema,
    });
    return { cart: data, tokenExpired: false };
  } catch (error) {
    if (isBffError(error) && error.kind === "not_found" && !ctx.authToken) {
      return { cart: null, tokenExpired: true };
    }
    throw error;
  }
}

/**
 * POST {store}/api/v1/cart/items; the answer carries the guest cart token in meta.custom.
 * `forCredits` takes a variant sold for credits with loyalty credits instead of money.
 */
export async function addCartItem({
  ctx,
  variantId,
  amount,
  forCredits = false,
}: {
  ctx: RequestContext;
  variantId: number;
  amount: number;
  forCredits?: boolean;
}) {
  const { data, meta } = await upstreamJson({
    ctx,
    service: "store",
    path: "/api/v1/cart/items",
    method: "POST",
    body: { id: variantId, type: "product", amount, ...(forCredits ? { credits: true } : {}) },
    schema: AddCartItemResponseSchema,
  });
  return { ...data, cartToken: meta?.custom ?? ctx.cartToken };
}

/** PATCH {store}/api/v1/cart/items/{id} with the new amount. */
export async function updateCartItemAmount({
  ctx,
  itemId,
  amount,
}: {
  ctx: RequestContext;
  itemId: string;
  amount: number;
}) {
  const { data } = await upstreamJson({
    ctx,
    service: "store",
    path: `/api/v1/cart/items/${encodeURIComponent(itemId)}`,
    method: "PATCH",
    body: { amount },
    schema: UpdateCartItemResponseSchema,
  });
  return data;
}

/** DELETE {store}/api/v1/cart/items/{id} */
export function removeCartItem({ ctx, itemId }: { ctx: RequestContext; itemId: string }) {
  return upstreamNoContent({
    ctx,
    service: "store",
    path: `/api/v1/cart/items/${encodeURIComponent(itemId)}`,
    method: "DELETE",
  });
}
