import type { RequestContext } from "#bff/context.ts";
import { invalidCartItems } from "#bff/rules/cart-cleanup.ts";
import { shouldResetCredits } from "#bff/rules/cart-credits.ts";
import { droppedGift, keptGiftId, type DroppedGift } from "#bff/rules/cart-gifts.ts";
import { cartValue } from "#bff/rules/cart-thresholds.ts";
import { getCart, removeCartItem, type CartLookup } from "#bff/store/cart.ts";
// Renamed: a function called use* reads as a React hook to the linter and to people.
import { getOrderGifts, useCartCredits as setCartCredits } from "#bff/store/checkout.ts";

export type SettledCart = CartLookup & {
  /** Lines deleted because the store no longer knows their product, variant or stock. */
  removedItems: number;
};

/**
 * The cart after the spec's clean-up: lines lacking product, shoppable or variant are
 * deleted one at a time (the store has no batch delete) and the cart is fetched again;
 * credits left on an empty cart are set to 0. A cart without either problem costs one
 * round trip.
 */
export async function settleCart({ ctx }: { ctx: RequestContext }): Promise<SettledCart> {
  let lookup = await getCart({ ctx });
  const invalid = lookup.cart ? invalidCartItems(lookup.cart.items) : [];
  for (const item of invalid) {
    await removeCartItem({ ctx, itemId: item.id });
  }
  if (invalid.length > 0) lookup = await getCart({ ctx });
  const { cart } = lookup;
  if (cart && shouldResetCredits({ itemCount: cart.items.length, credits: cart.credits ?? 0 })) {
    lookup = { ...lookup, cart: await setCartCredits({ ctx, credits: 0 }) };
  }
  return { ...lookup, removedItems: invalid.length };
}

/**
 * What every cart change ends with: the clean-up, and the chosen gift checked against the
 * changed cart (spec: dropped when no longer available or no longer reached), with what was
 * dropped and why, for the shopper to be told.
 */
export async function afterCartChange({
  ctx,
  chosenGiftId,
}: {
  ctx: RequestContext;
  chosenGiftId: number | null;
}): Promise<{ removedItems: number; giftId: number | null; droppedGift: DroppedGift | null }> {
  const [settled, gifts] = await Promise.all([
    settleCart({ ctx }),
    chosenGiftId === null ? [] : getOrderGifts({ ctx }),
  ]);
  const value = cartValue(settled.cart?.prices);
  return {
    removedItems: settled.removedItems,
    giftId: keptGiftId(chosenGiftId, gifts, value),
    droppedGift: droppedGift(chosenGiftId, gifts, value),
  };
}
