import { useFetcher } from "@remix-run/react";
import { useEffect, useMemo } from "react";

import { RecommendedProducts } from "#app/components/recommendations/recommended-products.tsx";
import { useHref } from "#app/utils/use-href.ts";
import type { ProductCard } from "#bff/pages/product-card.ts";
import type { RecommendationPlacement } from "#bff/rules/recommendation-placements.ts";

/** What the recommendations route answers. */
type RecommendationsAnswer = { products: Array<ProductCard> };

/**
 * A placement rendered without loader data (the 500 page, the item-added modal): its
 * boxes are asked from the recommendations route once the page is interactive, so without
 * JavaScript the placement stays empty. A failed request shows nothing.
 */
export function LoadedRecommendations({
  placement,
  productId,
  layout,
}: {
  placement: RecommendationPlacement;
  /** The product the placement goes with (the one just added to the cart). */
  productId?: number;
  layout?: "grid" | "row";
}) {
  const to = useHref();
  const query = new URLSearchParams({ placement });
  if (productId !== undefined) query.set("productId", String(productId));
  const url = `${to("recommendations")}?${query.toString()}`;
  // Remix's own loader call for a resource route: aborted when the page goes, and a failed
  // answer leaves `data` empty, so the placement stays empty.
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
