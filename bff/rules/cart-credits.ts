/**
 * Spec (cart): when the cart is emptied, or becomes empty for a logged-in customer, the
 * credits used on it are set to 0, so a later cart does not silently spend the balance.
 */
export function shouldResetCredits(cart: { itemCount: number; credits: number }): boolean {
  return cart.itemCount === 0 && cart.credits > 0;
}
