import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useMemo } from "react";

import { LoadedRecommendations } from "#app/components/recommendations/loaded-recommendations.tsx";
import { RecommendedProducts } from "#app/components/recommendations/recommended-products.tsx";
import type { ProductCard } from "#bff/pages/product-card.ts";

/** The boxes a 404 carries (the catch-all sends them with its top categories). */
function notFoundCards(error: unknown): Array<ProductCard> | null {
  if (!isRouteErrorResponse(error) || error.status !== 404) return null;
  const data: unknown = error.data;
  if (typeof data !== "object" || data === null || !("recommendations" in data)) return null;
  return Array.isArray(data.recommendations) ? (data.recommendations as Array<ProductCard>) : null;
}

/**
 * An error page's placement: notFound__forYou with the boxes the 404 carries, with and
 * without JavaScript; internalError__forYou on a server error, which has no loader data,
 * asked once the page is interactive. Other errors recommend nothing.
 */
export function ErrorPageRecommendations({ status }: { status: number }) {
  const error = useRouteError();
  const cards = notFoundCards(error);
  const products = useMemo(() => (cards ? Promise.resolve(cards) : null), [cards]);
  if (status === 404) {
    return products ? (
      <RecommendedProducts placement="notFound__forYou" products={products} />
    ) : null;
  }
  return status >= 500 ? <LoadedRecommendations placement="internalError__forYou" /> : null;
}
