import "./cart.css";
/** The spec's recommendation placements on the cart page. */
export type CartPlacement = "checkout__cartItems" | "checkout__emptyCart";

/**
 * Where the recommender's products go on the cart page. The recommender client is not
 * built yet, so a placement renders nothing; the loader will hand it deferred product ids.
 */
export function CartRecommendations(_props: { placement: CartPlacement }) {
  return null;
}
