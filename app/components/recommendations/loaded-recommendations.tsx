import { useEffect, useMemo, useState } from "react";

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
  const [cards, setCards] = useState<Array<ProductCard> | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(url, { signal: controller.signal, headers: { accept: "application/json" } })
      .then(async (response) => {
        if (!response.ok) return;
        const answer = (await response.json()) as RecommendationsAnswer;
        setCards(answer.products);
      })
      // Aborted or unanswered: the placement simply stays empty.
      .catch(() => undefined);
    return () => controller.abort();
  }, [url]);
  const products = useMemo(() => (cards ? Promise.resolve(cards) : null), [cards]);
  return products ? (
    <RecommendedProducts placement={placement} products={products} layout={layout} />
  ) : null;
}
