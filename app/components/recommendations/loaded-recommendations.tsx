import { useFetcher } from "@remix-run/react";
import { useEffect, useMemo } from "react";

import {
  recommendationsPath,
  type RecommendationsContext,
} from "#app/components/recommendations/recommendations-path.ts";
import { RecommendedProducts } from "#app/components/recommendations/recommended-products.tsx";
import { useHref } from "#app/utils/use-href.ts";
import type { ProductCard } from "#bff/pages/product-card.ts";
import type { RecommendationPlacement } from "#bff/rules/recommendation-placements.ts";

/** What the recommendations route answers. */
type RecommendationsAnswer = { products: Array<ProductCard> };

/**
 * A placement rendered without loader data (the rows below a page's content once near,
 * the 500 page, the item-added modal): its boxes are asked from the recommendations route,
 * so without JavaScript the placement stays empty here. A failed request shows nothing.
 */
export function LoadedRecommendations({
  placement,
  context,
  layout,
}: {
  placement: RecommendationPlacement;
  /** What the page shows, for the recommender (see `recommendationsPath`). */
  context?: RecommendationsContext;
  layout?: "grid" | "row";
}) {
  const to = useHref();
  const url = recommendationsPath(to("recommendations"), placement, context);
  // Remix's own loader call: aborted when the page goes, and a failed answer leaves `data`
  // empty, so the placement stays empty.
  const fetcher = useFetcher<RecommendationsAnswer>();
  const { load } = fetcher;
  useEffect(() => {
    load(url);
  }, [load, url]);
  const cards = fetcher.data?.products ?? null;
  const products = useMemo(() => (cards ? Promise.resolve(cards) : null), [cards]);
  return products ? (
    <RecommendedProducts placement={placement} products={products} layout={layout} />
  ) : null;
}
