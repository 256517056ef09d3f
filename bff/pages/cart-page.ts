import * as z from "zod";

import { getSiteSettings } from "#bff/cms/content.ts";
import type { SiteSettings } from "#bff/cms/schemas-content.ts";
import type { RequestContext } from "#bff/context.ts";
import { optional } from "#bff/optional.ts";
import { choosableGifts, keptGiftId, nextGift, type OrderGift } from "#bff/rules/cart-gifts.ts";
import { cartValue, minimumOrderRemainder, remainingTo } from "#bff/rules/cart-thresholds.ts";
import type { OrderSummary } from "#bff/rules/order-summary.ts";
import { DEFAULT_QUANTITY_LIMITS, type QuantityLimits } from "#bff/rules/quantity-input.ts";
import { getOrderGifts } from "#bff/store/checkout.ts";
import type { CartItem, Globals } from "#bff/store/schemas.ts";
import { getGlobals } from "#bff/store/settings.ts";
import { getCartPayments, getCartShippers } from "#bff/store/shipping.ts";
import { getCreditsAmount } from "#bff/store/user.ts";

import { settleCart } from "./cart-cleanup.ts";
import { cartSummary } from "./order-summaries.ts";
import { responsiveImage, type ImageBox, type ResponsiveImage } from "./product-card.ts";

/** A line's thumbnail: small enough that two lines, the total and the way on fit a phone's first screen. */
const LINE_IMAGE: ImageBox = { width: 64, height: 64 };

export type CartPageItem = {
  id: string;
  name: string;
  variantName: string | null;
  slug: string | null;
  productId: number;
  variantId: number;
  /** The variant's marketing code, by which the recommender knows the cart's products. */
  marketingCode: string | null;
  /** Decorative: the line's name stands right beside it. */
  image: ResponsiveImage | null;
  amount: number;
  unit: string;
  limits: QuantityLimits;
  unitPrice: number;
  unitPriceWithoutTax: number;
  totalPrice: number;
  totalPriceWithoutTax: number;
  /** A discount line (the store marks it in the item's attributes), with units given free. */
  discount: { freeUnits: number } | null;
};

export type CartPage = {
  items: Array<CartPageItem>;
  /** What the cart costs, line by line; the checkout steps add shipping and payment. */
  summary: OrderSummary;
  tokenExpired: boolean;
  /** Lines were deleted by the clean-up (spec: the removed-items message). */
  removedItems: number;
  coupon: { code: string; problem: string | null } | null;
  /** Shown only with the loyalty function on and a logged-in shopper. */
  credits: { balance: number; used: number } | null;
  gifts: {
    choosable: Array<{ id: number; name: string; priceFrom: number }>;
    chosenId: number | null;
    next: { name: string; remaining: number } | null;
  };
  freeShippingRemaining: number | null;
  minimumOrderRemaining: number | null;
  shopping: { disabled: boolean; text: string | null };
  checkoutBlocked: boolean;
};

const DiscountAttributesSchema = z.object({
  discount: z.object({ freeUnits: z.number().int().min(0).default(0) }).nullish(),
});

function discountOf(item: CartItem): CartPageItem["discount"] {
  const parsed = DiscountAttributesSchema.safeParse(item.attributes ?? {});
  return parsed.success && parsed.data.discount
    ? { freeUnits: parsed.data.discount.freeUnits }
    : null;
}

function pageItem(item: CartItem): CartPageItem {
  const image = item.product?.mainImage;
  return {
    id: item.id,
    name: item.product?.name ?? item.variant?.fullname ?? item.variant?.name ?? "",
    variantName:
      item.variant && item.product && item.variant.name !== item.product.name
        ? item.variant.name
        : null,
    slug: item.product?.slug ?? null,
    productId: item.productId,
    variantId: item.variantId,
    marketingCode: item.shoppable?.marketingCode ?? null,
    image: image ? responsiveImage(image.fileKey, "", LINE_IMAGE) : null,
    amount: item.amount,
    unit: item.product?.unit ?? "ks",
    // The cart's own limits: the store checks the variant's.
    limits: DEFAULT_QUANTITY_LIMITS,
    unitPrice: item.prices.unitWithTax,
    unitPriceWithoutTax: item.prices.unitWithoutTax,
    totalPrice: item.prices.totalWithTax,
    totalPriceWithoutTax: item.prices.totalWithoutTax,
    discount: discountOf(item),
  };
}

/** CMS settings say "1" for a function that is on; the store's globals say the same. */
function loyaltyOn(settings: SiteSettings | null, globals: Globals | null): boolean {
  if (settings) return settings.global_settings.functions.loyalty_credits === "1";
  return globals?.settings.functions.loyalty_credits ?? false;
}

/**
 * The cart page. Dependency depth 1: the store cart (after the clean-up), the store's
 * globals, the CMS settings, the order gifts and the credit balance are read at once; the
 * cart page still sells when any but the cart fails.
 */
export async function cartPage({
  ctx,
  chosenGiftId = null,
  methods = null,
}: {
  ctx: RequestContext;
  /** The gift kept in the shopper's session, checked again against this cart. */
  chosenGiftId?: number | null;
  /** On the last checkout step: the chosen methods, priced into the summary as the store prices them. */
  methods?: { shipperId: number | null; paymentId: number | null } | null;
}): Promise<CartPage> {
  const [lookup, globals, settings, orderGifts, balance, shippers, payments] = await Promise.all([
    settleCart({ ctx }),
    optional(getGlobals({ ctx }), { ctx, what: "store globals" }),
    optional(getSiteSettings({ ctx }), { ctx, what: "site settings" }),
    // A shopper without a token has an empty cart, which qualifies for no gift.
    ctx.cartToken || ctx.authToken
      ? optional(getOrderGifts({ ctx }), { ctx, what: "order gifts" })
      : [],
    ctx.authToken === null
      ? null
      : optional(getCreditsAmount({ ctx }), { ctx, what: "credit balance" }),
    methods?.shipperId == null ? [] : getCartShippers({ ctx }),
    methods?.paymentId == null ? [] : getCartPayments({ ctx }),
  ]);
  const { cart } = lookup;
  const gifts: Array<OrderGift> = (cart?.items.length ?? 0) > 0 ? (orderGifts ?? []) : [];
  const items = (cart?.items ?? []).map(pageItem);
  const value = cartValue(cart?.prices);
  const shoppingDisabled = globals?.settings.shopping_disabled ?? false;
  const minimumOrderRemaining = minimumOrderRemainder({
    minimum: globals?.orderMinimumValue ?? null,
    value,
    itemCount: items.length,
  });
  const next = nextGift(gifts, value);
  const giftId = keptGiftId(chosenGiftId, gifts, value);
  const gift = gifts.find((candidate) => candidate.id === giftId);
  return {
    items,
    summary: cartSummary(cart, {
      decimalPlaces: globals?.currency.decimalPlaces,
      shipper: shippers.find((candidate) => candidate.id === methods?.shipperId) ?? null,
      payment: payments.find((candidate) => candidate.id === methods?.paymentId) ?? null,
      gift: gift ? { id: gift.id, name: gift.name } : null,
    }),
    tokenExpired: lookup.tokenExpired,
    removedItems: lookup.removedItems,
    coupon: cart?.couponCode
      ? {
          code: cart.couponCode,
          problem: cart.coupon && !cart.coupon.isValid ? (cart.coupon.problem ?? null) : null,
        }
      : null,
    credits:
      ctx.authToken !== null && balance !== null && loyaltyOn(settings, globals)
        ? { balance, used: cart?.credits ?? 0 }
        : null,
    gifts: {
      choosable: choosableGifts(gifts, value).map((gift) => ({
        id: gift.id,
        name: gift.name,
        priceFrom: gift.price_from,
      })),
      chosenId: giftId,
      next: next ? { name: next.gift.name, remaining: next.remaining } : null,
    },
    freeShippingRemaining:
      items.length > 0
        ? remainingTo(cart?.prices.freeShippingAt ?? globals?.freeShippingAt ?? null, value)
        : null,
    minimumOrderRemaining,
    shopping: {
      disabled: shoppingDisabled,
      text: shoppingDisabled ? (globals?.settings.shopping_disabled_text ?? null) : null,
    },
    checkoutBlocked: items.length === 0 || shoppingDisabled || minimumOrderRemaining !== null,
  };
}
