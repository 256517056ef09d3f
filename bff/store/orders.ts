import * as z from "zod";

import type { RequestContext } from "#bff/context.ts";
import { isBffError } from "#bff/errors.ts";
import { upstreamJson } from "#bff/http/upstream-fetch.ts";

import { OrderListSchema, OrderSchema, OrderStatusSchema } from "./schemas.ts";

/**
 * The whole order as its token or its owner reads it. The store also answers the shipper's
 * and payment's names and the delivery date, which the finished page shows; an order
 * without them still reads.
 */
const PlacedOrderSchema = OrderSchema.extend({
  shipper: OrderSchema.shape.shipper.extend({ name: z.string().nullish() }),
  payment: OrderSchema.shape.payment.extend({ name: z.string().nullish() }),
  deliveryDate: z.iso.date().nullish(),
});
export type PlacedOrder = z.infer<typeof PlacedOrderSchema>;
const OrderResponseSchema = z.object({ data: PlacedOrderSchema });

/** GET {store}/api/v1/orders/token/{token}; 404 is no order, not an error (spec §8). */
export async function getOrderByToken({ ctx, token }: { ctx: RequestContext; token: string }) {
  try {
    const { data } = await upstreamJson({
      ctx,
      service: "store",
      path: `/api/v1/orders/token/${encodeURIComponent(token)}`,
      schema: OrderResponseSchema,
    });
    return data;
  } catch (error) {
    if (isBffError(error) && error.kind === "not_found") return null;
    throw error;
  }
}

/**
 * GET {store}/api/v1/orders/code/{code}: the order's status, without customer data. With
 * `email` the store answers 404 unless the order was placed with that address (codes are
 * sequential, so a guest's look-up needs both).
 */
export async function getOrderStatusByCode({
  ctx,
  code,
  email,
}: {
  ctx: RequestContext;
  code: string;
  email?: string;
}) {
  const { data } = await upstreamJson({
    ctx,
    service: "store",
    path: `/api/v1/orders/code/${encodeURIComponent(code)}`,
    query: { email },
    schema: OrderStatusSchema,
  });
  return data;
}

/** The spec's user order list page size. */
export const USER_ORDERS_PER_PAGE = 10;

/** GET {store}/api/v1/user/orders with page and perPage. */
export function getUserOrders({ ctx, page = 1 }: { ctx: RequestContext; page?: number }) {
  return upstreamJson({
    ctx,
    service: "store",
    path: "/api/v1/user/orders",
    query: { page, perPage: USER_ORDERS_PER_PAGE },
    schema: OrderListSchema,
  });
}

/** GET {store}/api/v1/user/orders/code/{code}, falling back to /{id} as the spec does. */
export async function getUserOrder({ ctx, codeOrId }: { ctx: RequestContext; codeOrId: string }) {
  try {
    const { data } = await upstreamJson({
      ctx,
      service: "store",
      path: `/api/v1/user/orders/code/${encodeURIComponent(codeOrId)}`,
      schema: OrderResponseSchema,
    });
    return data;
  } catch (error) {
    if (!(isBffError(error) && error.kind === "not_found" && /^\d+$/.test(codeOrId))) throw error;
    const { data } = await upstreamJson({
      ctx,
      service: "store",
      path: `/api/v1/user/orders/${codeOrId}`,
      schema: OrderResponseSchema,
    });
    return data;
  }
}
