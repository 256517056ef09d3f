import type { RequestContext } from "#bff/context.ts";
import { isBffError } from "#bff/errors.ts";
import { upstreamJson } from "#bff/http/upstream-fetch.ts";

import {
  BatchAddResponseSchema,
  CartChangeResponseSchema,
  OrderGiftListSchema,
  OrderResponseSchema,
} from "./schemas.ts";

/** DELETE {store}/api/v1/cart/items: empties the cart, answers data.cart. */
export async function clearCart({ ctx }: { ctx: RequestContext }) {
  const { data } = await upstreamJson({
    ctx,
    service: "store",
    path: "/api/v1/cart/items",
    method: "DELETE",
    schema: CartChangeResponseSchema,
  });
  return data.cart;
}

/** POST {store}/api/v1/cart/items/batch: adds what fits; the rest comes back as errors. */
export async function addCartItemsBatch({
  ctx,
  items,
}: {
  ctx: RequestContext;
  items: Array<{ id: number; amount: number }>;
}) {
  const { data, errors, meta } = await upstreamJson({
    ctx,
    service: "store",
    path: "/api/v1/cart/items/batch",
    method: "POST",
    body: { items },
    schema: BatchAddResponseSchema,
  });
  return { ...data, errors, cartToken: meta?.custom ?? ctx.cartToken };
}

/** POST {store}/api/v1/cart/coupon */
export async function applyCoupon({
  ctx,
  couponCode,
}: {
  ctx: RequestContext;
  couponCode: string;
}) {
  const { data } = await upstreamJson({
    ctx,
    service: "store",
    path: "/api/v1/cart/coupon",
    method: "POST",
    body: { couponCode },
    schema: CartChangeResponseSchema,
  });
  return data.cart;
}

/** DELETE {store}/api/v1/cart/coupon */
export async function removeCoupon({ ctx }: { ctx: RequestContext }) {
  const { data } = await upstreamJson({
    ctx,
    service: "store",
    path: "/api/v1/cart/coupon",
    method: "DELETE",
    schema: CartChangeResponseSchema,
  });
  return data.cart;
}

/** POST {store}/api/v1/cart/credits: the loyalty credits to pay with (0 removes them). */
export async function useCartCredits({ ctx, credits }: { ctx: RequestContext; credits: number }) {
  const { data } = await upstreamJson({
    ctx,
    service: "store",
    path: "/api/v1/cart/credits",
    method: "POST",
    body: { credits },
    schema: CartChangeResponseSchema,
  });
  return data.cart;
}

/** POST {store}/api/v1/cart/validate: 422 with the reasons when the cart cannot be ordered. */
export async function validateCart({ ctx }: { ctx: RequestContext }) {
  const { data } = await upstreamJson({
    ctx,
    service: "store",
    path: "/api/v1/cart/validate",
    method: "POST",
    body: {},
    schema: CartChangeResponseSchema,
  });
  return data.cart;
}

/** GET {store}/api/v1/order-gifts */
export async function getOrderGifts({ ctx }: { ctx: RequestContext }) {
  return (
    await upstreamJson({
      ctx,
      service: "store",
      path: "/api/v1/order-gifts",
      schema: OrderGiftListSchema,
    })
  ).data;
}

/** The order payload of the spec (§7), already shaped by the storefront's rules. */
export type PlaceOrderPayload = {
  name: string;
  firstName?: string;
  lastName?: string;
  email: string;
  phone: string;
  billing_address: { street: string; city: string; postcode: string; country_code: string };
  business: { business_name: string; TIN: string; VATIN?: string | null } | null;
  shipping: {
    name?: string;
    address?: { street: string; city: string; postcode: string; country_code: string } | null;
    business_name?: string;
    phone?: string;
  } | null;
  custom?: Record<string, unknown>;
  comment?: string;
  shipper_comment?: string;
  payment_id: number;
  shipper_id: number;
  branch_id?: number | null;
  terms: true;
  cardRequest?: boolean;
  order_gifts?: Array<number>;
  newsletter?: boolean;
  heureka_allow?: boolean;
  zbozicz_allow?: boolean;
  magazine?: boolean;
  phone_notification?: boolean;
  delivery_time_id?: string | null;
  utm?: Record<string, unknown>;
  registration?: boolean;
  password?: string;
  password_confirmation?: string;
  /**
   * Not in the spec's payload (docs/decisions/003): with `registration`, the storefront's
   * activation page, where the store's mailed link leads, as POST /register takes it.
   */
  callbackUrl?: string;
};

/**
 * POST {store}/api/v1/cart/place, never retried (a POST). The Idempotency-Key lets a store
 * that honours it answer a repeated key with the first order; bff/pages/place-order.ts
 * guarantees one order per submission even against a store that ignores it. So the key is
 * a plain header here, not `idempotencyKey` (which repeats a call lost on the way): a lost
 * call is settled by asking the store for the key's order instead.
 */
export async function placeOrder({
  ctx,
  payload,
  idempotencyKey,
}: {
  ctx: RequestContext;
  payload: PlaceOrderPayload;
  /**
   * One key per checkout submission: a repeated submission (double click, reload, a retry
   * after a timeout) returns the first order instead of placing a second one.
   */
  idempotencyKey: string;
}) {
  const { data } = await upstreamJson({
    ctx,
    service: "store",
    path: "/api/v1/cart/place",
    method: "POST",
    body: payload,
    headers: { "idempotency-key": idempotencyKey },
    schema: OrderResponseSchema,
  });
  return data;
}

/**
 * GET {store}/api/v1/cart/orders/idempotency-key/{key}: the order this cart placed with the
 * key, or null (404). Not in the spec (docs/decisions/005): how the storefront learns, after
 * a place-order call that got no answer, whether the order was made after all.
 */
export async function getOrderByIdempotencyKey({
  ctx,
  idempotencyKey,
}: {
  ctx: RequestContext;
  idempotencyKey: string;
}) {
  try {
    const { data } = await upstreamJson({
      ctx,
      service: "store",
      path: `/api/v1/cart/orders/idempotency-key/${encodeURIComponent(idempotencyKey)}`,
      schema: OrderResponseSchema,
      cache: false,
    });
    return data;
  } catch (error) {
    if (isBffError(error) && error.kind === "not_found") return null;
    throw error;
  }
}
