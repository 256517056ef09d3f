import { z } from "zod";

import { ImageSchema } from "../cms/schemas.ts";

/**
 * The store contract as the storefront reads it. Shapes the spec leaves open are recorded
 * in docs/decisions/003-upstream-contract.md. Unknown fields are ignored.
 */

export const CurrencySchema = z.object({
  code: z.string().regex(/^[A-Z]{3}$/),
  symbol: z.string(),
  symbolPlacement: z.enum(["left", "right"]),
  decimalPlaces: z.number().int().min(0).max(4),
  decimalPoint: z.string(),
  millesimalPoint: z.string(),
});
export type Currency = z.infer<typeof CurrencySchema>;

export const CurrencyListSchema = z.object({ data: z.array(CurrencySchema) });

export const CartItemPricesSchema = z.object({
  unitWithTax: z.number(),
  unitWithoutTax: z.number(),
  totalWithTax: z.number(),
  totalWithoutTax: z.number(),
  currencyCode: z.string(),
});

export const CartItemSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  productId: z.number().int(),
  variantId: z.number().int(),
  amount: z.number().positive(),
  product: z
    .object({
      id: z.number().int(),
      name: z.string(),
      slug: z.string(),
      mainImage: ImageSchema.nullish(),
      unit: z.string().default("ks"),
    })
    .nullable(),
  variant: z
    .object({
      id: z.number().int(),
      name: z.string(),
      fullname: z.string().nullish(),
    })
    .nullable(),
  shoppable: z
    .object({
      marketingCode: z.string().nullish(),
      warehouses: z.array(z.object({ id: z.union([z.string(), z.number()]), stock: z.number() })),
    })
    .nullable(),
  prices: CartItemPricesSchema,
  attributes: z.record(z.string(), z.unknown()).nullish(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const CartSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  items: z.array(CartItemSchema),
  prices: z.object({
    itemsWithTax: z.number(),
    itemsWithoutTax: z.number(),
    totalWithTax: z.number(),
    totalWithoutTax: z.number(),
    freeShippingAt: z.number().nullish(),
  }),
  currencyCode: z.string(),
});
export type Cart = z.infer<typeof CartSchema>;

export const CartResponseSchema = z.object({ data: CartSchema });

export const AddCartItemResponseSchema = z.object({
  data: z.object({
    cart: CartSchema,
    addedItem: CartItemSchema,
    changedAmount: z.number(),
  }),
  meta: z
    .object({ custom: z.string().min(1) })
    .partial()
    .optional(),
});

export const UpdateCartItemResponseSchema = z.object({
  data: z.object({
    cart: CartSchema,
    updatedItem: CartItemSchema,
    changedAmount: z.number(),
  }),
});
