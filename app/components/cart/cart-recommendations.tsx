import { RecommendedProducts } from "#app/components/recommendations/recommended-products.tsx";
import type { BoxCard } from "#bff/rules/kept-cards.ts";
import "./cart.css";

/** The spec's recommendation placements on the cart page. */
export type CartPlacement = "checkout__cartItems" | "checkout__emptyCart";

/**
 * The recommender's products on the cart page: under the items (what goes with them) or in
 * an empty cart, streamed after the cart itself.
 */
export function CartRecommendations({
  placement,
  products,
}: {
  placement: CartPlacement;
  products: Promise<Array<BoxCard>>;
}) {
  return <RecommendedProducts placement={placement} products={products} />;
}
