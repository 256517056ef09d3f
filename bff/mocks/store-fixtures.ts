import type * as z from "zod";

import type {
  AccessTokenSchema,
  ActivateResponseSchema,
  AresCompanySchema,
  BranchSchema,
  CommentListSchema,
  CountryListSchema,
  CreditsAmountSchema,
  DeliveryTimeListSchema,
  GlobalsSchema,
  NewsletterSubscribeSchema,
  OrderGiftListSchema,
  OrderSchema,
  OrderStatusSchema,
  PaymentSchema,
  ProductDetailSchema,
  ReviewSchema,
  ShipperSchema,
  UserSchema,
} from "#bff/store/schemas.ts";

import { CART_WITH_OIL, CZK, MASSAGE_OIL } from "./fixtures.ts";

/**
 * Store answers for loader tests beyond the cart and currencies, in the shapes of
 * bff/store/schemas.ts (their input types, so each one is exactly what the store sends).
 * They describe one small, consistent shop: the massage oil in the cart, a Prague pick-up
 * point, a card and a bank-transfer payment, and Jana with 250 credits.
 */

type In<T extends z.ZodType> = z.input<T>;

const OIL_LINE = CART_WITH_OIL.items[0];
if (!OIL_LINE) throw new Error("CART_WITH_OIL holds the massage oil");

export const STORE_OIL_LINE = OIL_LINE;

export const STORE_SHIPPERS: Array<In<typeof ShipperSchema>> = [
  {
    id: 1,
    code: "osobni-odber",
    name: "Osobní odběr na prodejně",
    type: "PERSONAL",
    requiredAddress: false,
    blockedPayments: [3],
    price: { withTax: 0, withoutTax: 0, currencyCode: "CZK" },
    delivery: { nearestDeliveryDate: "2025-01-15", closesAt: "17:00" },
  },
  {
    id: 2,
    code: "zasilkovna",
    name: "Zásilkovna – výdejní místo",
    type: "PICKUP_POINT",
    requiredAddress: false,
    blockedPayments: [],
    price: { withTax: 79, withoutTax: 65.29, currencyCode: "CZK" },
    delivery: { nearestDeliveryDate: "2025-01-16", closesAt: "14:00" },
  },
];

export const STORE_PAYMENTS: Array<In<typeof PaymentSchema>> = [
  {
    id: 1,
    code: "karta",
    name: "Platba kartou online",
    type: "CARD_ONLINE",
    price: { withTax: 0, withoutTax: 0, currencyCode: "CZK" },
  },
  {
    id: 2,
    code: "prevod",
    name: "Bankovní převod",
    type: "BANK_TRANSFER",
    price: { withTax: 0, withoutTax: 0, currencyCode: "CZK" },
  },
];

export const STORE_BRANCH: In<typeof BranchSchema> = {
  id: 100,
  shipperId: 2,
  remoteId: "Z00001",
  name: "Trafika, Praha, Vodičkova 12",
  street: "Vodičkova 12",
  city: "Praha",
  postcode: "110 00",
  countryCode: "CZE",
  gps: { latitude: 50.0806, longitude: 14.4241 },
  openingHours: [1, 2, 3, 4, 5].map((day) => ({ day, from: "08:00", to: "18:00" })),
  warehouseId: null,
};

export const STORE_DELIVERY_TIMES: In<typeof DeliveryTimeListSchema> = {
  data: [
    { id: "5-2025-01-16-17:00", shipperId: 5, date: "2025-01-16", from: "17:00", to: "20:00" },
    { id: "5-2025-01-16-20:00", shipperId: 5, date: "2025-01-16", from: "20:00", to: "22:00" },
  ],
};

export const STORE_ORDER_GIFTS: In<typeof OrderGiftListSchema> = {
  data: [
    { id: 1, name: "Vzorek lubrikačního gelu", price_from: 0, availability: { isAvailable: true } },
    { id: 2, name: "Masážní svíčka", price_from: 1500, availability: { isAvailable: true } },
  ],
};

export const STORE_GLOBALS: In<typeof GlobalsSchema> = {
  data: {
    contact: { email: "info@example.cz", phone: "+420 800 123 456" },
    domain: "cz",
    freeShippingAt: 1500,
    orderGiftAt: 0,
    orderMinimumValue: 300,
    settings: {
      functions: { loyalty_credits: true, shopping_lists: true, users_addresses: true },
      integrations: {},
      shopping_disabled: false,
      shopping_disabled_text: "Nákup je dočasně vypnutý.",
      restrictedGroups: ["wholesale"],
    },
    variantHash: "default",
    currency: CZK,
    fastestShipper: { id: 2, code: "zasilkovna" },
  },
};

export const STORE_COUNTRIES: In<typeof CountryListSchema> = {
  data: [
    { code: "CZE", iso2: "CZ", name: "Česká republika" },
    { code: "SVK", iso2: "SK", name: "Slovensko" },
  ],
  meta: { pagination: { total: 2, page: 1, perPage: 100, lastPage: 1 } },
};

export const STORE_ORDER: In<typeof OrderSchema> = {
  id: 1,
  code: "2025000001",
  token: "order-token-1",
  status: "new",
  paymentStatus: "pending",
  createdAt: "2025-01-15T09:00:00.000Z",
  items: [OIL_LINE],
  prices: {
    itemsWithTax: 2469,
    itemsWithoutTax: 2040.5,
    totalWithTax: 2548,
    shipperPriceWithTax: 79,
    shipperPriceWithoutTax: 65.29,
    paymentPriceWithTax: 0,
    paymentPriceWithoutTax: 0,
  },
  currencyCode: "CZK",
  couponCode: null,
  customer: { name: "Jana Nováková", email: "jana.novakova@example.cz", phone: "+420 601 234 567" },
  billingAddress: { street: "Husova 5", city: "Brno", postcode: "602 00", countryCode: "CZE" },
  shippingAddress: null,
  shipper: { id: 2, code: "zasilkovna", type: "PICKUP_POINT" },
  branch: STORE_BRANCH,
  payment: {
    id: 2,
    type: "BANK_TRANSFER",
    bankTransfer: {
      accountNumber: "2001234567/2010",
      iban: "CZ6520100000002001234567",
      variableSymbol: "2025000001",
      amount: 2548,
      qrPayload: "SPD*1.0*ACC:CZ6520100000002001234567*AM:2548.00*CC:CZK*X-VS:2025000001",
    },
  },
  gifts: [],
  attributes: { cartId: 1, GDPR: { zbozicz: false } },
  paymentUrl: null,
};

export const STORE_ORDER_STATUS: In<typeof OrderStatusSchema> = {
  data: {
    id: STORE_ORDER.id,
    code: STORE_ORDER.code,
    status: STORE_ORDER.status,
    paymentStatus: STORE_ORDER.paymentStatus,
    createdAt: STORE_ORDER.createdAt,
    currencyCode: "CZK",
    prices: { totalWithTax: 2548 },
    shipper: { code: "zasilkovna", name: "Zásilkovna – výdejní místo", type: "PICKUP_POINT" },
    deliveryDate: "2025-01-16",
  },
};

export const STORE_USER: In<typeof UserSchema> = {
  id: 1,
  email: "jana.novakova@example.cz",
  firstName: "Jana",
  lastName: "Nováková",
  phone: "+420 601 234 567",
  groups: [],
  variantHash: "default",
  businessName: null,
  tin: null,
  vatin: null,
  attributes: {},
};

/** A saved delivery address as the store answers it (POST, PATCH). */
export const STORE_USER_ADDRESS = {
  id: 7,
  type: "delivery",
  name: "Jana Nováková",
  companyName: null,
  street: "Husova 5",
  city: "Brno",
  postcode: "602 00",
  country_code: "CZE",
  region: "Jihomoravský kraj",
  phone: null,
};

export const STORE_ACCESS_TOKEN: In<typeof AccessTokenSchema> = {
  data: { access_token: "access-token-1" },
};

export const STORE_CREDITS: In<typeof CreditsAmountSchema> = { data: { amount: 250 } };

export const STORE_COMPANY: In<typeof AresCompanySchema> = {
  data: {
    ico: "27074358",
    dic: "CZ27074358",
    name: "Dvořák a partneři s.r.o.",
    street: "Na Příkopě 10",
    city: "Praha",
    postcode: "110 00",
    countryCode: "CZE",
  },
};

export const STORE_NEWSLETTER: In<typeof NewsletterSubscribeSchema> = {
  data: { email: "jana.novakova@example.cz", confirmed: false },
};

export const STORE_ACTIVATION: In<typeof ActivateResponseSchema> = { data: { kind: "account" } };

export const STORE_PRODUCT: In<typeof ProductDetailSchema> = {
  data: {
    id: MASSAGE_OIL.id,
    name: MASSAGE_OIL.name,
    slug: MASSAGE_OIL.slug,
    variants: MASSAGE_OIL.variants.map((variant) => ({
      id: variant.id,
      prices: { unitWithTax: 1234.5, originalWithTax: 1490 },
      store: {
        amountMin: 1,
        amountMax: null,
        checkStock: true,
        delayDays: 0,
        quantityPrices: [{ amountFrom: 5, unitWithTax: 1172.8 }],
        recommendedPriceWithTax: null,
        nPlusOne: { buy: 2, free: 1 },
        lowestPrice30DaysWithTax: 1172.8,
        creditsPrice: null,
      },
    })),
    alternatives: [{ id: 102, name: "Krajkové body Noir", slug: "krajkove-body-noir" }],
  },
};

export const STORE_REVIEW: In<typeof ReviewSchema> = {
  id: 1,
  author: "Jana",
  rating: 80,
  text: "Skvělá kvalita, doporučuji.",
  locale: "cs",
  createdAt: "2025-01-10T12:00:00.000Z",
};

export const STORE_COMMENTS: In<typeof CommentListSchema> = {
  data: [
    {
      id: 1,
      author: "Petr",
      text: "Je výrobek vhodný pro začátečníky?",
      createdAt: "2025-01-08T10:00:00.000Z",
      replies: [
        {
          id: 2,
          author: "Zákaznická podpora",
          text: "Dobrý den, ano.",
          createdAt: "2025-01-09T10:00:00.000Z",
        },
      ],
    },
  ],
};

/** The customer's wish list: the vanilla oil (1011) and the sold-out body in S (1021). */
export const STORE_WISH_LIST = {
  data: {
    id: 40,
    code: "wishlist",
    name: "Oblíbené",
    items: [
      {
        id: 401,
        variantId: 1011,
        productId: 101,
        amount: 1,
        product: {
          id: 101,
          name: "Masážní olej Vanilka 200 ml",
          slug: "masazni-olej-vanilka-200-ml",
        },
      },
      {
        id: 402,
        variantId: 1021,
        productId: 102,
        amount: 1,
        product: { id: 102, name: "Krajkové body Noir", slug: "krajkove-body-noir" },
      },
    ],
  },
};

/** A back-in-stock watch of the customer's e-mail on the body in S. */
export const STORE_WATCHES = {
  data: [
    {
      id: 7,
      variantId: 1021,
      productId: 102,
      createdAt: "2026-11-20T09:30:00.000Z",
      product: { id: 102, name: "Krajkové body Noir", slug: "krajkove-body-noir" },
    },
  ],
};
