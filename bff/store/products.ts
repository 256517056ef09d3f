import type { RequestContext } from "#bff/context.ts";
import { upstreamJson } from "#bff/http/upstream-fetch.ts";

import {
  CommentListSchema,
  ProductDetailSchema,
  ReviewListSchema,
  ReviewResponseSchema,
  WatcherResponseSchema,
} from "./schemas.ts";

/** GET {store}/api/v1/products/{id} */
export async function getStoreProduct({
  ctx,
  productId,
}: {
  ctx: RequestContext;
  productId: number;
}) {
  const { data } = await upstreamJson({
    ctx,
    service: "store",
    path: `/api/v1/products/${productId}`,
    schema: ProductDetailSchema,
  });
  return data;
}

/** The spec's review list defaults. */
export const REVIEWS_PER_PAGE = 5;

/** GET {store}/api/v1/products/{id}/reviews */
export function getReviews({
  ctx,
  productId,
  page = 1,
  perPage = REVIEWS_PER_PAGE,
  onlyWithReview = false,
  sort = "time",
  sortDirection = "desc",
}: {
  ctx: RequestContext;
  productId: number;
  page?: number;
  perPage?: number;
  onlyWithReview?: boolean;
  sort?: "time" | "rating";
  sortDirection?: "asc" | "desc";
}) {
  return upstreamJson({
    ctx,
    service: "store",
    path: `/api/v1/products/${productId}/reviews`,
    query: { page, perPage, onlyWithReview: onlyWithReview ? 1 : 0, sort, sortDirection },
    schema: ReviewListSchema,
  });
}

/** POST {store}/api/v1/products/{id}/reviews: only for a purchased and shipped product. */
export async function addReview({
  ctx,
  productId,
  rating,
  text,
}: {
  ctx: RequestContext;
  productId: number;
  rating: number;
  text?: string;
}) {
  const { data } = await upstreamJson({
    ctx,
    service: "store",
    path: `/api/v1/products/${productId}/reviews`,
    method: "POST",
    body: { rating, text },
    schema: ReviewResponseSchema,
  });
  return data;
}

/** GET {store}/api/v1/products/{id}/comments */
export async function getComments({ ctx, productId }: { ctx: RequestContext; productId: number }) {
  const { data } = await upstreamJson({
    ctx,
    service: "store",
    path: `/api/v1/products/${productId}/comments`,
    schema: CommentListSchema,
  });
  return data;
}

/** POST {store}/api/v1/products/{variantId}/watchers: mail when the variant is back. */
export async function watchVariant({
  ctx,
  variantId,
  email,
}: {
  ctx: RequestContext;
  variantId: number;
  email: string;
}) {
  const { data } = await upstreamJson({
    ctx,
    service: "store",
    path: `/api/v1/products/${variantId}/watchers`,
    method: "POST",
    body: { email },
    schema: WatcherResponseSchema,
  });
  return data;
}
