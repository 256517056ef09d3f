import * as z from "zod";

import { getConfig } from "#bff/config.ts";
import { thirdPartyContext, type RequestContext } from "#bff/context.ts";
import { upstreamJson } from "#bff/http/upstream-fetch.ts";
import { log } from "#bff/log.ts";
import type { RecommendationPlacement } from "#bff/rules/recommendation-placements.ts";

import { recommenderFilterHash } from "./filter-hash.ts";
import { RECOMMENDER_SEARCH_TIMEOUT_MS } from "./search.ts";

/** The spec gives the recommender's search 2000 ms; its recommendations get the same. */
export const RECOMMENDATION_TIMEOUT_MS = RECOMMENDER_SEARCH_TIMEOUT_MS;

/** The spec's recommendation context (shop side §3), sent as the POST body's `context`. */
export type RecommendationContext = {
  projectId: string;
  userId: string | null;
  cartProducts: Array<string> | null;
  displayedProductId: number | null;
  /** A store category's id, or a virtual or filtered category's CMS id. */
  displayedCategoryId: number | string | null;
  productId: number | null;
};

/** What a page knows about its shopper and its subject; everything may be left out. */
export type RecommendationInput = {
  /** The visitor cookie's id; null without one (or without personalisation consent). */
  visitorId?: string | null;
  /** The marketing codes of the cart's items. */
  cartProducts?: Array<string | null | undefined> | null;
  displayedProductId?: number | null;
  displayedCategoryId?: number | string | null;
  productId?: number | null;
};

/** Names the GET variant filters by, each sent as its hash (see filter-hash.ts). */
export type RecommendationFilters = { productName?: string; categoryName?: string };

const ProductIdSchema = z.union([z.string().regex(/^\d{1,12}$/), z.number().int().positive()]);

export const RecommendationSchema = z.object({ product_ids: z.array(ProductIdSchema) });

/**
 * The context of a recommendation: the configured project, the visitor's id, the cart's
 * marketing codes (null for an empty cart or none known) and the page's subject.
 */
export function recommendationContext(input: RecommendationInput): RecommendationContext {
  const codes = (input.cartProducts ?? []).filter(
    (code): code is string => typeof code === "string" && code !== "",
  );
  return {
    projectId: getConfig().RECOMMENDER_PROJECT,
    userId: input.visitorId ?? null,
    cartProducts: codes.length > 0 ? [...new Set(codes)] : null,
    displayedProductId: input.displayedProductId ?? null,
    displayedCategoryId: input.displayedCategoryId ?? null,
    productId: input.productId ?? null,
  };
}

/**
 * The widget a placement asks in the shopper's shop variant, or null when there is nothing
 * to ask: the recommendations flag off, no recommender, or no widget for the placement.
 */
export function recommenderWidget(
  ctx: Pick<RequestContext, "domainCode">,
  placement: RecommendationPlacement,
): string | null {
  const config = getConfig();
  if (!config.SHOP_FEATURES.includes("recommendations") || !config.RECOMMENDER_URL) return null;
  return config.RECOMMENDER_WIDGETS[ctx.domainCode]?.[placement] ?? null;
}

/**
 * The products the recommender proposes for a placement, best first, without repeats.
 * POST {gateway}/{project}/recommender/recommender/recommendation?widgetId= with the
 * context; with filters, the GET variant with the placement, the visitor (`cookie`), the
 * customer (1 signed in, 0 a guest) and the names' hashes. Empty when skipped (see
 * `recommenderWidget`) and on any failure, which is logged: recommendations only ever add
 * to a page.
 */
export async function recommendedProductIds({
  ctx,
  placement,
  context,
  filters,
}: {
  ctx: RequestContext;
  placement: RecommendationPlacement;
  context: RecommendationContext;
  filters?: RecommendationFilters;
}): Promise<Array<number>> {
  const widgetId = recommenderWidget(ctx, placement);
  if (widgetId === null) return [];
  const path = `/${getConfig().RECOMMENDER_PROJECT}/recommender/recommender/recommendation`;
  const common = {
    ctx: thirdPartyContext(ctx),
    service: "recommender" as const,
    path,
    timeoutMs: RECOMMENDATION_TIMEOUT_MS,
    cache: false as const,
    name: "recommender-recommendation",
    schema: RecommendationSchema,
  };
  try {
    const answer = filters
      ? await upstreamJson({
          ...common,
          query: {
            widgetId,
            placement,
            cookie: context.userId ?? "",
            customer: ctx.authToken ? "1" : "0",
            filterProduct: filters.productName
              ? recommenderFilterHash(filters.productName)
              : undefined,
            filterCategory: filters.categoryName
              ? recommenderFilterHash(filters.categoryName)
              : undefined,
          },
        })
      : await upstreamJson({ ...common, method: "POST", query: { widgetId }, body: { context } });
    return [...new Set(answer.product_ids.map(Number))];
  } catch (error) {
    // A shopper who left needs no warning; anything else leaves the placement empty.
    if (!ctx.signal?.aborted) {
      log.warn("recommendations unavailable", {
        placement,
        requestId: ctx.requestId,
        error: String(error),
      });
    }
    return [];
  }
}
