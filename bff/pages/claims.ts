import type { RequestContext } from "#bff/context.ts";
import { isBffError } from "#bff/errors.ts";
import { sharedOncePerKey } from "#bff/http/once-per-key.ts";
import { orderProgress } from "#bff/rules/order-progress.ts";
import { returnWindow, shopDay, type ReturnWindow } from "#bff/rules/return-window.ts";
import type { CheckedUpload } from "#bff/rules/upload-check.ts";
import {
  getClaimOrder,
  getCustomerClaimOrders,
  postClaim,
  type Claim,
  type ClaimOrder,
  type ClaimPayload,
} from "#bff/store/claims.ts";

/** A complaint (a defect, any time within the warranty) or a return within 30 days. */
export type ClaimKind = "complaint" | "return";

/** A delivered order as the claim forms show it. */
export type ClaimOrderView = {
  code: string;
  /** YYYY-MM-DD in shop time. */
  createdOn: string;
  /** The carrier's day: past once delivered, else expected. */
  deliveredOn: string | null;
  /** Whether that day has come (the status page says "delivered" from the same day). */
  delivered: boolean;
  returnWindow: ReturnWindow;
  items: ClaimOrder["items"];
};

export type ClaimOrderLookup =
  { kind: "found"; order: ClaimOrderView } | { kind: "not_found" } | { kind: "not_claimable" };

function orderView(order: ClaimOrder, today: string): ClaimOrderView {
  return {
    code: order.code,
    createdOn: shopDay(new Date(order.createdAt)),
    deliveredOn: order.deliveredOn,
    // Only shipped orders can be claimed (the store answers the others as not claimable).
    delivered:
      orderProgress({ status: "shipped", deliveredOn: order.deliveredOn }, today) === "delivered",
    returnWindow: returnWindow(order.deliveredOn, today),
    items: order.items,
  };
}

/** The logged-in customer's delivered orders, newest first. Dependency depth 1. */
export async function customerClaimOrders({
  ctx,
  now = new Date(),
}: {
  ctx: RequestContext;
  now?: Date;
}): Promise<Array<ClaimOrderView>> {
  const orders = await getCustomerClaimOrders({ ctx });
  const today = shopDay(now);
  return orders.map((order) => orderView(order, today));
}

/**
 * One order a claim may be filed against: the customer's own, or a guest's by its code and
 * e-mail. A wrong pair is "not found", an order still on its way "not claimable"; a store
 * that cannot answer throws its BffError. Dependency depth 1.
 */
export async function claimOrderLookup({
  ctx,
  code,
  email,
  now = new Date(),
}: {
  ctx: RequestContext;
  code: string;
  email?: string;
  now?: Date;
}): Promise<ClaimOrderLookup> {
  try {
    const order = await getClaimOrder({ ctx, code, email });
    return { kind: "found", order: orderView(order, shopDay(now)) };
  } catch (error) {
    if (isBffError(error) && error.kind === "not_found") return { kind: "not_found" };
    if (isBffError(error) && error.kind === "validation") return { kind: "not_claimable" };
    throw error;
  }
}

export type ClaimInput = Omit<ClaimPayload, "photos"> & { photos: Array<CheckedUpload> };

/**
 * One filing per form key, across instances with Redis (decision 047); the store's
 * Idempotency-Key covers the rest.
 */
const filings = sharedOncePerKey<Claim>({ name: "claim" });

/**
 * Files the claim of one form submission at most once per key: a double click, a reload
 * of the POST or a retry after the store failed gets the first claim instead of a second
 * one. Photos go to the store as base64 with the type their content showed. A refusal
 * (422) or an outage throws its BffError and is not remembered.
 */
export function fileClaimOnce({
  ctx,
  key,
  claim,
}: {
  ctx: RequestContext;
  key: string;
  claim: ClaimInput;
}): Promise<Claim> {
  return filings.run(key, () =>
    postClaim({
      ctx,
      idempotencyKey: key,
      claim: {
        ...claim,
        photos: claim.photos.map((photo) => ({
          name: photo.name,
          contentType: photo.contentType,
          data: Buffer.from(photo.bytes).toString("base64"),
        })),
      },
    }),
  );
}
