import type { RequestContext } from "#bff/context.ts";
import { upstreamJson } from "#bff/http/upstream-fetch.ts";

import {
  BranchListSchema,
  BranchResponseSchema,
  DeliveryTimeListSchema,
  PaymentListSchema,
  ShipperListSchema,
} from "./schemas.ts";

/** GET {store}/api/v1/shippers (list prices, without a cart). */
export async function getShippers({ ctx }: { ctx: RequestContext }) {
  return (
    await upstreamJson({
      ctx,
      service: "store",
      path: "/api/v1/shippers",
      schema: ShipperListSchema,
    })
  ).data;
}

/** GET {store}/api/v1/cart/shippers: priced for the shopper's cart (free-shipping threshold). */
export async function getCartShippers({ ctx }: { ctx: RequestContext }) {
  return (
    await upstreamJson({
      ctx,
      service: "store",
      path: "/api/v1/cart/shippers",
      schema: ShipperListSchema,
    })
  ).data;
}

/** GET {store}/api/v1/cart/payments */
export async function getCartPayments({ ctx }: { ctx: RequestContext }) {
  return (
    await upstreamJson({
      ctx,
      service: "store",
      path: "/api/v1/cart/payments",
      schema: PaymentListSchema,
    })
  ).data;
}

/** GET {store}/api/v1/branches with shipper_id, s, perPage: a page of pick-up points. */
export function searchBranches({
  ctx,
  shipperId,
  s,
  perPage,
  page,
}: {
  ctx: RequestContext;
  shipperId?: number;
  s?: string;
  perPage?: number;
  page?: number;
}) {
  return upstreamJson({
    ctx,
    service: "store",
    path: "/api/v1/branches",
    query: { shipper_id: shipperId, s, perPage, page },
    schema: BranchListSchema,
  });
}

/** GET {store}/api/v1/branches?keys=id1,id2: the branches in the order of `ids`. */
export async function getBranchesByIds({ ctx, ids }: { ctx: RequestContext; ids: Array<number> }) {
  if (ids.length === 0) return [];
  const { data } = await upstreamJson({
    ctx,
    service: "store",
    path: "/api/v1/branches",
    query: { keys: ids },
    schema: BranchListSchema,
  });
  return data;
}

/** GET {store}/api/v1/shippers/{shipperId}/branches/remoteId/{remoteId} */
export async function getBranchByRemoteId({
  ctx,
  shipperId,
  remoteId,
}: {
  ctx: RequestContext;
  shipperId: number;
  remoteId: string;
}) {
  const { data } = await upstreamJson({
    ctx,
    service: "store",
    path: `/api/v1/shippers/${shipperId}/branches/remoteId/${encodeURIComponent(remoteId)}`,
    schema: BranchResponseSchema,
  });
  return data;
}

/** GET {store}/api/v1/delivery-times with since (YYYY-MM-DD) and shipperId. */
export async function getDeliveryTimes({
  ctx,
  shipperId,
  since,
}: {
  ctx: RequestContext;
  shipperId: number;
  since?: string;
}) {
  const { data } = await upstreamJson({
    ctx,
    service: "store",
    path: "/api/v1/delivery-times",
    query: { shipperId, since },
    schema: DeliveryTimeListSchema,
  });
  return data;
}
