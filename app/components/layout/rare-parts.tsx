import { deferredPart } from "#app/components/layout/deferred-part.tsx";

/**
 * The frame's parts that few pages show, each loaded by the pages that do: together they
 * bring the product card, content blocks and recommendations, which most pages without a
 * product list would otherwise load for nothing.
 */

/** A failed page's content: the error page, a rewritten text page or the maintenance words. */
export const DeferredErrorContent = deferredPart("error-content", () =>
  import("#app/components/layout/error-content.tsx").then((module) => module.ErrorContent),
);

/** The row of products offered with one just added to the cart (without JavaScript). */
export const DeferredRecommendedProducts = deferredPart("recommended-products", () =>
  import("#app/components/recommendations/recommended-products.tsx").then(
    (module) => module.RecommendedProducts,
  ),
);
