import * as z from "zod";

import { ImageSchema } from "#bff/cms/schemas.ts";

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
    totalOriginalWithTax: z.number().optional(),
    totalOriginalWithoutTax: z.number().optional(),
    discountWithTax: z.number().optional(),
    creditsWithTax: z.number().optional(),
    /** Credits the lines taken for credits cost; those lines cost no money. */
    creditsForItems: z.number().int().min(0).optional(),
    giftsWithTax: z.number().optional(),
    giftsWithoutTax: z.number().optional(),
    discountLimitPriceWithVat: z.number().optional(),
    freeShippingAt: z.number().nullish(),
  }),
  currencyCode: z.string(),
  couponCode: z.string().nullish(),
  /** The stored coupon checked against the current cart: an expired one stays but gives nothing. */
  coupon: z
    .object({ code: z.string(), isValid: z.boolean(), problem: z.string().nullish() })
    .nullish(),
  credits: z.number().optional(),
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

/** Answers that carry the cart after a change (clear, coupon, credits, validate). */
export const CartChangeResponseSchema = z.object({ data: z.object({ cart: CartSchema }) });

export const BatchAddResponseSchema = z.object({
  data: z.object({ cart: CartSchema, importIncomplete: z.number().int() }),
  errors: z.array(z.object({ field: z.string().nullish(), title: z.string() })).default([]),
  meta: z
    .object({ custom: z.string().min(1) })
    .partial()
    .optional(),
});

const PaginationMetaSchema = z.object({
  pagination: z.object({
    total: z.number().int(),
    page: z.number().int(),
    perPage: z.number().int(),
    lastPage: z.number().int(),
  }),
});

export const ServicePriceSchema = z.object({
  withTax: z.number(),
  withoutTax: z.number(),
  currencyCode: z.string(),
});

export const ShipperSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** PERSONAL is the spec's value; PICKUP_POINT, COURIER and POST are the others. */
  type: z.string(),
  requiredAddress: z.boolean(),
  blockedPayments: z.array(z.number().int()),
  price: ServicePriceSchema,
  delivery: z.object({ nearestDeliveryDate: z.iso.date(), closesAt: z.string() }),
});
export type Shipper = z.infer<typeof ShipperSchema>;
export const ShipperListSchema = z.object({ data: z.array(ShipperSchema) });

export const PaymentSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: z.enum(["CARD_ONLINE", "BANK_TRANSFER", "CASH_ON_DELIVERY", "IN_STORE"]),
  price: ServicePriceSchema,
});
export type Payment = z.infer<typeof PaymentSchema>;
export const PaymentListSchema = z.object({ data: z.array(PaymentSchema) });

export const BranchSchema = z.object({
  id: z.number().int(),
  shipperId: z.number().int(),
  remoteId: z.string(),
  name: z.string(),
  street: z.string(),
  city: z.string(),
  postcode: z.string(),
  countryCode: z.string(),
  gps: z.object({ latitude: z.number(), longitude: z.number() }),
  openingHours: z.array(z.object({ day: z.number().int(), from: z.string(), to: z.string() })),
  warehouseId: z.number().int().nullable(),
});
export type Branch = z.infer<typeof BranchSchema>;
export const BranchListSchema = z.object({
  data: z.array(BranchSchema),
  meta: PaginationMetaSchema.optional(),
});
export const BranchResponseSchema = z.object({ data: BranchSchema });

export const DeliveryTimeListSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      shipperId: z.number().int(),
      date: z.iso.date(),
      from: z.string(),
      to: z.string(),
    }),
  ),
});

export const OrderGiftListSchema = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      price_from: z.number(),
      availability: z.object({ isAvailable: z.boolean() }),
    }),
  ),
});

export const CountryListSchema = z.object({
  data: z.array(z.object({ code: z.string(), iso2: z.string(), name: z.string() })),
  meta: PaginationMetaSchema,
});

export const GlobalsSchema = z.object({
  data: z.object({
    contact: z.record(z.string(), z.unknown()),
    domain: z.string(),
    freeShippingAt: z.number().nullable(),
    orderGiftAt: z.number(),
    orderMinimumValue: z.number(),
    settings: z.object({
      functions: z.object({ loyalty_credits: z.boolean() }).catchall(z.unknown()),
      integrations: z.record(z.string(), z.unknown()),
      shopping_disabled: z.boolean(),
      shopping_disabled_text: z.string(),
      restrictedGroups: z.array(z.string()).default([]),
    }),
    variantHash: z.string(),
    currency: CurrencySchema,
    fastestShipper: z.object({ id: z.number().int(), code: z.string() }).nullable(),
  }),
});
export type Globals = z.infer<typeof GlobalsSchema>["data"];

const AddressOutSchema = z.object({
  street: z.string(),
  city: z.string(),
  postcode: z.string(),
  countryCode: z.string(),
});

/** A delivery time slot an order was placed with: its day and the hours of that day. */
export const OrderDeliveryTimeSchema = z.object({
  date: z.iso.date(),
  from: z.string(),
  to: z.string(),
});
export type OrderDeliveryTime = z.infer<typeof OrderDeliveryTimeSchema>;

export const OrderSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  token: z.string(),
  /** The language it was placed in, where the store records it (docs/decisions/003). */
  locale: z.string().optional(),
  /** Not shown by the spec: new, paid, shipped, cancelled (docs/decisions/006). */
  status: z.enum(["new", "paid", "shipped", "cancelled"]),
  paymentStatus: z.enum(["pending", "paid", "failed", "cancelled"]),
  createdAt: z.string(),
  items: z.array(CartItemSchema),
  prices: z.object({
    itemsWithTax: z.number(),
    itemsWithoutTax: z.number(),
    /** The coupon's discount and the credits paid, as in the cart they came from. */
    discountWithTax: z.number().optional(),
    creditsWithTax: z.number().optional(),
    totalWithTax: z.number(),
    /** Of everything, shipping and payment included; an older order may lack it. */
    totalWithoutTax: z.number().optional(),
    shipperPriceWithTax: z.number(),
    shipperPriceWithoutTax: z.number(),
    paymentPriceWithTax: z.number(),
    paymentPriceWithoutTax: z.number(),
  }),
  currencyCode: z.string(),
  couponCode: z.string().nullable(),
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  billingAddress: AddressOutSchema,
  shippingAddress: AddressOutSchema.extend({ name: z.string() }).nullable(),
  shipper: z.object({ id: z.number().int(), code: z.string(), type: z.string() }),
  branch: BranchSchema.nullable(),
  payment: z.object({
    id: z.number().int(),
    type: PaymentSchema.shape.type,
    bankTransfer: z
      .object({
        accountNumber: z.string(),
        iban: z.string(),
        /** The account holder, which a PAY by square code must name. */
        accountName: z.string().nullish(),
        variableSymbol: z.string(),
        amount: z.number(),
        qrPayload: z.string(),
      })
      .nullable(),
  }),
  gifts: z.array(z.object({ id: z.number().int(), name: z.string() })),
  attributes: z.object({ cartId: z.number().int(), GDPR: z.object({ zbozicz: z.boolean() }) }),
  /** The fake or real gateway's page for a card payment still to be made. */
  paymentUrl: z.string().nullable(),
  /** The time slot the shopper chose (the evening courier); absent or null for none. */
  deliveryTime: OrderDeliveryTimeSchema.nullish(),
  /**
   * The day the carrier brings (or brought) a shipped order; absent or null before it is
   * shipped, or from a store that does not say.
   */
  deliveredOn: z.iso.date().nullish(),
});
export type Order = z.infer<typeof OrderSchema>;
export const OrderResponseSchema = z.object({ data: OrderSchema });

/** GET /orders/code/{code}: the order's state without the customer (codes are sequential). */
export const OrderStatusSchema = z.object({
  data: OrderSchema.pick({
    id: true,
    code: true,
    status: true,
    paymentStatus: true,
    createdAt: true,
    currencyCode: true,
  }).extend({
    prices: z.object({ totalWithTax: z.number() }),
    shipper: z.object({ code: z.string(), name: z.string(), type: z.string() }),
    deliveryDate: z.iso.date(),
    deliveryTime: OrderDeliveryTimeSchema.nullish(),
    deliveredOn: z.iso.date().nullish(),
    /** The shop a personal pickup waits at; null for any other delivery. */
    branch: BranchSchema.nullish(),
  }),
});
export type OrderStatus = z.infer<typeof OrderStatusSchema>["data"];
export const OrderListSchema = z.object({ data: z.array(OrderSchema), meta: PaginationMetaSchema });

export const AccessTokenSchema = z.object({
  data: z.object({ access_token: z.string().min(1) }),
});

export const UserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  groups: z.array(z.string()),
  variantHash: z.string(),
  businessName: z.string().nullable(),
  tin: z.string().nullable(),
  vatin: z.string().nullable(),
  attributes: z.record(z.string(), z.unknown()),
});
export type User = z.infer<typeof UserSchema>;
export const UserResponseSchema = z.object({ data: UserSchema });
export const RegisterResponseSchema = z.object({
  data: z.object({ user: UserSchema, access_token: z.string().min(1) }),
});
export const CreditsAmountSchema = z.object({ data: z.object({ amount: z.number() }) });

export const AresCompanySchema = z.object({
  data: z.object({
    ico: z.string(),
    dic: z.string().nullable(),
    name: z.string(),
    street: z.string(),
    city: z.string(),
    postcode: z.string(),
    countryCode: z.string(),
  }),
});

export const NewsletterSubscribeSchema = z.object({
  data: z.object({ email: z.string(), confirmed: z.boolean() }),
});
export const ActivateResponseSchema = z.object({
  data: z.object({ kind: z.enum(["account", "newsletter"]) }),
});

const VariantStoreRulesSchema = z.object({
  amountMin: z.number().int(),
  amountMax: z.number().int().nullable(),
  checkStock: z.boolean(),
  delayDays: z.number().int(),
  quantityPrices: z.array(z.object({ amountFrom: z.number().int(), unitWithTax: z.number() })),
  recommendedPriceWithTax: z.number().nullable(),
  nPlusOne: z.object({ buy: z.number().int(), free: z.number().int() }).nullable(),
  /** The EU Omnibus figure, shown beside a discounted price. */
  lowestPrice30DaysWithTax: z.number().nullable(),
  /** Loyalty credits per unit when the variant may be taken for credits (docs/decisions/006). */
  creditsPrice: z.number().int().positive().nullish(),
});

/** GET /api/v1/products/{id}: the catalogue product plus the store's rules and alternatives. */
export const ProductDetailSchema = z.object({
  data: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    variants: z.array(
      z.object({
        id: z.number().int(),
        prices: z.object({ unitWithTax: z.number(), originalWithTax: z.number().nullable() }),
        store: VariantStoreRulesSchema.nullable(),
      }),
    ),
    alternatives: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string() })),
  }),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>["data"];

export const ReviewSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  /** 0–100; the storefront shows it with five stars. */
  rating: z.number().int().min(0).max(100),
  text: z.string().nullable(),
  /** The language the author wrote in (`cs`, `sk-SK`…); absent when the store does not say. */
  locale: z.string().nullish(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;
export const ReviewListSchema = z.object({
  data: z.array(ReviewSchema),
  meta: PaginationMetaSchema.extend({ averageRating: z.number().nullable() }),
});
export const ReviewResponseSchema = z.object({ data: ReviewSchema });

const CommentSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export const CommentListSchema = z.object({
  data: z.array(CommentSchema.extend({ replies: z.array(CommentSchema) })),
});

export const WatcherResponseSchema = z.object({
  data: z.object({ variantId: z.number().int(), email: z.string() }),
});
