import type { RequestContext } from "../context.ts";
import { addCartItem } from "../store/cart.ts";
import { getGlobals } from "../store/settings.ts";

export type GuardedAdd =
  | { kind: "added"; name: string; cartToken: string | null }
  | { kind: "shopping_disabled"; text: string };

/**
 * Adds a variant unless shopping is switched off (spec: a warning with the configured
 * text, nothing added). The store itself accepts items while shopping is off, so the
 * storefront asks its globals first.
 */
export async function addToCartUnlessDisabled({
  ctx,
  variantId,
  amount,
}: {
  ctx: RequestContext;
  variantId: number;
  amount: number;
}): Promise<GuardedAdd> {
  const globals = await getGlobals({ ctx });
  if (globals.settings.shopping_disabled) {
    return { kind: "shopping_disabled", text: globals.settings.shopping_disabled_text };
  }
  const { addedItem, cartToken } = await addCartItem({ ctx, variantId, amount });
  return {
    kind: "added",
    name: addedItem.product?.name ?? addedItem.variant?.name ?? "",
    cartToken,
  };
}
