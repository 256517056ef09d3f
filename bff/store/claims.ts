import * as z from "zod";

import type { RequestContext } from "#bff/context.ts";
import { upstreamJson } from "#bff/http/upstream-fetch.ts";

/** An order's line as a claim names it: the store's line id, its name, the amount bought. */
const ClaimOrderItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  amount: z.number().int().positive(),
});

/** A delivered order a complaint or return can be filed against (docs/decisions/032). */
export const ClaimOrderSchema = z.object({
  code: z.string(),
  createdAt: z.string(),
  /** YYYY-MM-DD in shop time; the return window counts from it. */
  deliveredOn: z.iso.date().nullable(),
  returnableUntil: z.iso.date().nullable(),
  items: z.array(ClaimOrderItemSchema),
});
export type ClaimOrder = z.infer<typeof ClaimOrderSchema>;

export const ClaimOrderListSchema = z.object({ data: z.array(ClaimOrderSchema) });
export const ClaimOrderResponseSchema = z.object({ data: ClaimOrderSchema });

const ClaimSchema = z.object({
  number: z.string(),
  kind: z.enum(["complaint", "return"]),
  orderCode: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type Claim = z.infer<typeof ClaimSchema>;
export const ClaimResponseSchema = z.object({ data: ClaimSchema });

export type ClaimPayload = {
  kind: "complaint" | "return";
  orderCode: string;
  /** A guest's e-mail of the order; a customer is known by the token. */
  email?: string;
  items: Array<{ id: string; amount: number }>;
  description?: string;
  reason?: string;
  bankAccount?: string;
  photos?: Array<{ name: string; contentType: string; data: string }>;
};

/** GET {store}/api/v1/user/claims/orders: the customer's delivered orders, newest first. */
export async function getCustomerClaimOrders({ ctx }: { ctx: RequestContext }) {
  const { data } = await upstreamJson({
    ctx,
    service: "store",
    path: "/api/v1/user/claims/orders",
    schema: ClaimOrderListSchema,
    cache: false,
  });
  return data;
}

/**
 * GET {store}/api/v1/claims/orders/{code}: the customer's own order by the token, a guest's
 * with `email`; 404 when they do not match, 422 for an order not delivered yet.
 */
export async function getClaimOrder({
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
    path: `/api/v1/claims/orders/${encodeURIComponent(code)}`,
    query: { email },
    schema: ClaimOrderResponseSchema,
    cache: false,
  });
  return data;
}

/**
 * How long the store may take to file a claim with photos: up to 50 MB of them, a third
 * more as base64, which the store may need as long to receive as the shopper had to send
 * them (the server allows a form's body 60 s). Any other call gets the usual limit.
 */
export const CLAIM_WITH_PHOTOS_TIMEOUT_MS = 60_000;

/**
 * POST {store}/api/v1/claims. The store answers a repeat of the Idempotency-Key with the
 * claim it filed first (decision 032), so a call lost on the way is sent once more.
 */
export async function postClaim({
  ctx,
  claim,
  idempotencyKey,
}: {
  ctx: RequestContext;
  claim: ClaimPayload;
  idempotencyKey: string;
}) {
  const { data } = await upstreamJson({
    ctx,
    service: "store",
    path: "/api/v1/claims",
    method: "POST",
    body: claim,
    idempotencyKey,
    timeoutMs: claim.photos?.length ? CLAIM_WITH_PHOTOS_TIMEOUT_MS : undefined,
    schema: ClaimResponseSchema,
  });
  return data;
}
