import { z } from "zod";

import { QUANTITY_MAX } from "./quantity-limits.ts";

const quantity = z
  .number({ error: "cart.quantity.required" })
  .int("cart.quantity.integer")
  .min(1, "cart.quantity.min")
  .max(QUANTITY_MAX, "cart.quantity.max");

/**
 * Add to cart from a product page or box. The quantity stays text here: the spec's
 * quantity rules (bff/rules/quantity-input.ts) read and clamp it with the variant's limits.
 */
export const AddToCartSchema = z.object({
  variantId: z.number().int().positive(),
  productId: z.number().int().positive().optional(),
  quantity: z.string({ error: "cart.quantity.required" }).max(20, "cart.quantity.integer"),
});

/** A change of one cart line: a new quantity, or removal. */
export const CartLineSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("update"), itemId: z.string().min(1), quantity }),
  z.object({ intent: z.literal("remove"), itemId: z.string().min(1) }),
]);
