import { z } from "zod";

import { QUANTITY_MAX } from "./quantity-limits.ts";

const quantity = z
  .number({ error: "cart.quantity.required" })
  .int("cart.quantity.integer")
  .min(1, "cart.quantity.min")
  .max(QUANTITY_MAX, "cart.quantity.max");

/** Add to cart from a product page or box. */
export const AddToCartSchema = z.object({
  variantId: z.number().int().positive(),
  quantity,
});

/** A change of one cart line: a new quantity, or removal. */
export const CartLineSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("update"), itemId: z.string().min(1), quantity }),
  z.object({ intent: z.literal("remove"), itemId: z.string().min(1) }),
]);
