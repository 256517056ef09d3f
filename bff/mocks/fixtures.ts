import type { StoreCategory } from "#bff/cms/schemas-catalog.ts";
import type { Page } from "#bff/cms/schemas-content.ts";
import type { Menu, Product } from "#bff/cms/schemas.ts";
import type { Cart, Currency } from "#bff/store/schemas.ts";

/** Upstream answers for loader tests, in the contract's shapes. */

export const CZK: Currency = {
  code: "CZK",
  symbol: "Kč",
  symbolPlacement: "right",
  decimalPlaces: 2,
  decimalPoint: ",",
  millesimalPoint: " ",
};

export const EUR: Currency = {
  code: "EUR",
  symbol: "€",
  symbolPlacement: "right",
  decimalPlaces: 2,
  decimalPoint: ",",
  millesimalPoint: " ",
};

export const MAIN_MENU: Menu = {
  code: "mainMenu",
  items: [
    {
      id: 1,
      title: "Vibrátory",
      path: "/vibratory",
      main: true,
      children: [{ id: 11, title: "Klasické vibrátory", path: "/vibratory/klasicke" }],
    },
    { id: 2, title: "Lubrikační gely", path: "/lubrikacni-gely", main: true, children: [] },
  ],
};

export function footerMenu(code: string): Menu {
  return { code, items: [{ id: `${code}-1`, title: "Doprava", path: "/vse-o-nakupu/doprava" }] };
}

function prices(unitWithTax: number, original?: number) {
  return {
    unitWithTax,
    unitWithoutTax: Math.round((unitWithTax / 1.21) * 100) / 100,
    originalWithTax: original ?? null,
    originalWithoutTax: original ? Math.round((original / 1.21) * 100) / 100 : null,
    inDiscount: original !== undefined,
    discountPercentage: original ? Math.round((1 - unitWithTax / original) * 100) : null,
    currencyCode: "CZK",
  };
}

const OIL_VARIANT: Product["variants"][number] = {
  id: 1011,
  name: "200 ml",
  fullname: "Masážní olej Vanilka 200 ml",
  marketingCode: "MO-101-200",
  ean: null,
  mainImage: null,
  warehouses: [{ id: 1, stock: 12, virtual: false }],
  parameters: [],
  availability: { isAvailable: true, availabilityCode: "in_stock", soldAvailabilityCode: null },
  prices: prices(1234.5, 1490),
};

export const MASSAGE_OIL: Product = {
  id: 101,
  name: "Masážní olej Vanilka 200 ml",
  slug: "masazni-olej-vanilka-200-ml",
  catalogCode: "MO-101",
  perex: "Hřejivý olej s vůní vanilky pro dlouhé masáže.",
  mainImage: { fileKey: "products/masazni-olej-vanilka.svg", alt: null },
  categoryId: 31,
  categoryName: "Masážní oleje",
  defaultVariantId: 1011,
  hasVariants: false,
  unit: "ks",
  visibility: { saleable: true },
  availability: {
    isAvailable: true,
    amountMin: 1,
    amountMax: null,
    checkStock: true,
    stock: 12,
    delayDays: 0,
    availability: "Skladem",
    soldAvailability: "Vyprodáno",
  },
  // Brand (2), material (3), a hidden parameter (7) and one the CMS does not know (99).
  content: {
    parameters: [
      { entityId: 2, values: [2001] },
      { entityId: 3, values: [3001] },
      { entityId: 6, values: [6001, 6002] },
      { entityId: 7, values: [7001] },
      { entityId: 99, values: [99001] },
    ],
  },
  variants: [OIL_VARIANT],
  alternatives: [102],
};

export const BODY: Product = {
  ...MASSAGE_OIL,
  id: 102,
  alternatives: [101],
  name: "Krajkové body Noir",
  slug: "krajkove-body-noir",
  hasVariants: true,
  defaultVariantId: 1021,
  categoryName: "Erotické prádlo",
  content: {
    parameters: [
      {
        entityId: 4,
        values: [4001, 4002],
        valueEntities: [
          { _id: 4001, title: "S" },
          { _id: 4002, title: "M" },
        ],
      },
    ],
  },
  variants: [
    {
      ...OIL_VARIANT,
      id: 1021,
      name: "S",
      fullname: "Krajkové body Noir S",
      parameters: [{ entityId: 4, values: [4001] }],
      warehouses: [{ id: 1, stock: 0, virtual: false }],
      availability: { isAvailable: false, availabilityCode: null, soldAvailabilityCode: "sold" },
      prices: prices(899),
    },
    {
      ...OIL_VARIANT,
      id: 1022,
      name: "M",
      fullname: "Krajkové body Noir M",
      parameters: [{ entityId: 4, values: [4002] }],
      warehouses: [{ id: 1, stock: 3, virtual: false }],
      availability: { isAvailable: true, availabilityCode: "in_stock", soldAvailabilityCode: null },
      prices: prices(899),
    },
  ],
};

export const PRODUCTS: Array<Product> = [MASSAGE_OIL, BODY];

/** The store categories above the massage oil. */
export const STORE_CATEGORIES: Array<StoreCategory> = [
  {
    id: 30,
    parentId: null,
    name: "Kosmetika",
    slug: "kosmetika",
    position: 1,
    productCount: 2,
    childrenIds: [31],
    canonical_slugs: [{ lang: "de", slug: "kosmetik", title: "Kosmetik" }],
  },
  {
    id: 31,
    parentId: 30,
    name: "Masážní oleje",
    slug: "masazni-oleje",
    position: 1,
    productCount: 1,
    childrenIds: [],
    canonical_slugs: [{ lang: "de", slug: "massageole", title: "Massageöle" }],
  },
];

export const EMPTY_CART: Cart = {
  id: "cart-1",
  items: [],
  prices: { itemsWithTax: 0, itemsWithoutTax: 0, totalWithTax: 0, totalWithoutTax: 0 },
  currencyCode: "CZK",
};

export const CART_WITH_OIL: Cart = {
  id: "cart-1",
  items: [
    {
      id: "item-1",
      productId: MASSAGE_OIL.id,
      variantId: OIL_VARIANT.id,
      amount: 2,
      product: {
        id: MASSAGE_OIL.id,
        name: MASSAGE_OIL.name,
        slug: MASSAGE_OIL.slug,
        mainImage: MASSAGE_OIL.mainImage,
        unit: "ks",
      },
      variant: { id: OIL_VARIANT.id, name: OIL_VARIANT.name, fullname: OIL_VARIANT.fullname },
      shoppable: { marketingCode: "MO-101-200", warehouses: [{ id: 1, stock: 12 }] },
      prices: {
        unitWithTax: 1234.5,
        unitWithoutTax: 1020.25,
        totalWithTax: 2469,
        totalWithoutTax: 2040.5,
        currencyCode: "CZK",
      },
      attributes: null,
    },
  ],
  prices: {
    itemsWithTax: 2469,
    itemsWithoutTax: 2040.5,
    totalWithTax: 2469,
    totalWithoutTax: 2040.5,
  },
  currencyCode: "CZK",
};

export const SHIPPING_PAGE: Page = {
  _id: "page-doprava",
  title: "Doprava",
  content: {
    type: "doc",
    content: [
      { type: "heading", attrs: { level: 1 }, content: [{ type: "text", text: "Doprava" }] },
      { type: "paragraph", content: [{ type: "text", text: "Odesíláme do 14:00." }] },
    ],
  },
  custom_menu_code: null,
  contact_box_reference: null,
  page_meta: {
    slug: "doprava",
    seo_title: "Doprava",
    seo_description: "Jak a za kolik doručujeme.",
    seo_keywords: null,
    meta_nofollow: false,
    meta_noindex: false,
    share_image: null,
    canonical_slugs: [],
  },
  url_rewrite: null,
  content_blocks: [],
};
