import type { RequestContext } from "#bff/context.ts";
import { optional } from "#bff/optional.ts";
import { choosableGifts, nextGift } from "#bff/rules/cart-gifts.ts";
import { cartValue } from "#bff/rules/cart-thresholds.ts";
import { addCartItem } from "#bff/store/cart.ts";
import { getOrderGifts } from "#bff/store/checkout.ts";
import { getGlobals } from "#bff/store/settings.ts";

/** What the item-added modal says about gifts once the item is in the cart. */
export type GiftOutlook = {
  choosable: Array<{ id: number; name: string }>;
  next: { name: string; remaining: number } | null;
};

/** The added line as measurement reports it (spec §4: cart item add). */
export type AddedLine = {
  productId: number;
  variantId: number;
  unitPriceWithTax: number;
  currencyCode: string;
};

export type GuardedAdd =
  | {
      kind: "added";
      name: string;
      amount: number;
      unit: string;
      cartToken: string | null;
      gifts: GiftOutlook | null;
      line: AddedLine;
    }
  | { kind: "shopping_disabled"; text: string };

/** Spec (add to cart): after adding, the available gifts are fetched again. */
async function giftOutlook(ctx: RequestContext, value: number): Promise<GiftOutlook | null> {
  // The item is in the cart either way; the modal just leaves gifts out.
  const gifts = await optional(getOrderGifts({ ctx }), { ctx, what: "order gifts after adding" });
  if (!gifts) return null;
  const next = nextGift(gifts, value);
  return {
    choosable: choosableGifts(gifts, value).map(({ id, name }) => ({ id, name })),
    next: next ? { name: next.gift.name, remaining: next.remaining } : null,
  };
}

/**
 * Adds a variant unless shopping is switched off (spec: a warning with the configured
 * text, nothing added). The store itself accepts items while shopping is off, so the
 * storefront asks its globals first. With `withGifts` the gifts the cart now qualifies
 * for come back too (the item-added modal shows them).
 */
export async function addToCartUnlessDisabled({
  ctx,
  variantId,
  amount,
  withGifts = false,
}: {
  ctx: RequestContext;
  variantId: number;
  amount: number;
  withGifts?: boolean;
}): Promise<GuardedAdd> {
  const globals = await getGlobals({ ctx });
  if (globals.settings.shopping_disabled) {
    return { kind: "shopping_disabled", text: globals.settings.shopping_disabled_text };
  }
  const { addedItem, cart, changedAmount, cartToken } = await addCartItem({
    ctx,
    variantId,
    amount,
  });
  const gifts = withGifts ? await giftOutlook({ ...ctx, cartToken }, cartValue(cart.prices)) : null;
  return {
    kind: "added",
    name: addedItem.product?.name ?? addedItem.variant?.name ?? "",
    amount: changedAmount,
    unit: addedItem.product?.unit ?? "ks",
    cartToken,
    gifts,
    line: {
      productId: addedItem.productId,
      variantId: addedItem.variantId,
      unitPriceWithTax: addedItem.prices.unitWithTax,
      currencyCode: addedItem.prices.currencyCode,
    },
  };
}
