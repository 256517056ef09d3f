import * as z from "zod";

import { getConfig } from "#bff/config.ts";
import { thirdPartyContext, type RequestContext } from "#bff/context.ts";
import { upstreamJson } from "#bff/http/upstream-fetch.ts";

/** The spec's limit for the recommender's search; past it the CMS's search answers. */
export const RECOMMENDER_SEARCH_TIMEOUT_MS = 2000;

const ContentIdSchema = z.union([z.string().regex(/^\d{1,12}$/), z.number().int().positive()]);

export const RecommenderSearchSchema = z.object({
  content_ids: z.array(ContentIdSchema),
  results: z.array(
    z.object({
      content_id: ContentIdSchema.optional(),
      data: z.object({
        context: z.object({ main_category_id: z.coerce.number().int().positive().nullish() }),
      }),
    }),
  ),
});

export type RecommenderSearch = {
  /** Every product found, best first. */
  productIds: Array<number>;
  /** The store category of each of the best results, best first (repeats kept). */
  mainCategoryIds: Array<number>;
};

/** Whether the shop has a recommender to search with. */
export function hasRecommender(): boolean {
  return getConfig().RECOMMENDER_URL !== undefined;
}

/**
 * POST {gateway}/{project}/recommender/search/query: the products a query finds, ranked by
 * the recommender, with all ids at once so the storefront pages and sorts them itself.
 * The visitor and the cart are not sent: the visitor cookie comes with consent (tracking).
 */
export async function recommenderSearch({
  ctx,
  queryString,
}: {
  ctx: RequestContext;
  queryString: string;
}): Promise<RecommenderSearch> {
  const project = getConfig().RECOMMENDER_PROJECT;
  const answer = await upstreamJson({
    ctx: thirdPartyContext(ctx),
    service: "recommender",
    method: "POST",
    path: `/${project}/recommender/search/query`,
    query: { queryString },
    body: {
      returnAllIds: true,
      context: {
        projectId: project,
        userId: null,
        cartProducts: null,
        displayedProductId: null,
        displayedCategoryId: null,
        productId: null,
      },
    },
    // One try: a second would run past the limit, and the CMS's search is the fallback.
    timeoutMs: RECOMMENDER_SEARCH_TIMEOUT_MS,
    cache: false,
    name: "recommender-search",
    schema: RecommenderSearchSchema,
  });
  return {
    productIds: [...new Set(answer.content_ids.map(Number))],
    mainCategoryIds: answer.results.flatMap((result) => {
      const id = result.data.context.main_category_id;
      return id ? [id] : [];
    }),
  };
}
