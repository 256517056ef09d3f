import * as z from "zod";

import { DEFAULT_QUANTITY_LIMITS } from "#bff/rules/quantity-input.ts";

const quantity = z
  .number({ error: "addToCart.quantity.required" })
  .int("addToCart.quantity.integer")
  .min(DEFAULT_QUANTITY_LIMITS.min, "addToCart.quantity.min")
  .max(DEFAULT_QUANTITY_LIMITS.max, "addToCart.quantity.max");

/**
 * Add to cart from a product page or box. The quantity stays text here: the spec's
 * quantity rules (bff/rules/quantity-input.ts) read and clamp it with the variant's limits.
 */
export const AddToCartSchema = z.object({
  variantId: z.number().int().positive(),
  productId: z.number().int().positive().optional(),
  quantity: z
    .string({ error: "addToCart.quantity.required" })
    .max(20, "addToCart.quantity.integer"),
});

/** Every control of the cart page posts one of these intents to the cart route. */
export const CartPageSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("update"), itemId: z.string().min(1), quantity }),
  z.object({ intent: z.literal("remove"), itemId: z.string().min(1) }),
  z.object({
    intent: z.literal("coupon"),
    couponCode: z
      .string({ error: "cart.coupon.required" })
      .trim()
      .min(1, "cart.coupon.required")
      .max(64, "cart.coupon.required"),
  }),
  z.object({ intent: z.literal("removeCoupon") }),
  z.object({
    intent: z.literal("credits"),
    credits: z
      .number({ error: "cart.credits.integer" })
      .int("cart.credits.integer")
      .min(0, "cart.credits.integer"),
  }),
  z.object({
    intent: z.literal("gift"),
    giftId: z.number({ error: "cart.gifts.required" }).int().positive("cart.gifts.required"),
  }),
]);
export type CartPageChange = z.infer<typeof CartPageSchema>;
