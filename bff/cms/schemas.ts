import * as z from "zod";

import { log } from "#bff/log.ts";

/**
 * The CMS contract as the storefront reads it. Shapes the spec leaves open are recorded in
 * docs/decisions/003-upstream-contract.md. Unknown fields are ignored, so a richer CMS
 * still parses.
 */

export const ImageSchema = z.object({
  fileKey: z.string().min(1),
  alt: z.string().nullish(),
  width: z.number().int().positive().nullish(),
  height: z.number().int().positive().nullish(),
});
export type Image = z.infer<typeof ImageSchema>;

type MenuItemShape = {
  id: string | number;
  title: string;
  path: string;
  main?: boolean | null;
  /** The spec's link types: category, virtual_category, page..., custom_link otherwise. */
  type?: string | null;
  entityId?: string | number | null;
  children?: Array<MenuItemShape> | null;
};

export const MenuItemSchema: z.ZodType<MenuItemShape> = z.lazy(() =>
  z.object({
    id: z.union([z.string(), z.number()]),
    title: z.string(),
    path: z.string(),
    main: z.boolean().nullish(),
    type: z.string().nullish(),
    entityId: z.union([z.string(), z.number()]).nullish(),
    children: z.array(MenuItemSchema).nullish(),
  }),
);
export type MenuItem = z.infer<typeof MenuItemSchema>;

export const MenuSchema = z.object({
  code: z.string(),
  items: z.array(MenuItemSchema),
});
export type Menu = z.infer<typeof MenuSchema>;

export const PricesSchema = z.object({
  unitWithTax: z.number(),
  unitWithoutTax: z.number(),
  originalWithTax: z.number().nullish(),
  originalWithoutTax: z.number().nullish(),
  inDiscount: z.boolean().default(false),
  discountPercentage: z.number().nullish(),
  currencyCode: z.string(),
  /**
   * recommended_price is the spec's; lowest_price_30_days is the EU Omnibus figure a
   * discounted price must show, carried here so a listing needs no call per product.
   */
  attributes: z
    .object({
      recommended_price: z.number().nullish(),
      lowest_price_30_days: z.number().nullish(),
    })
    .nullish(),
});
export type Prices = z.infer<typeof PricesSchema>;

export const WarehouseSchema = z.object({
  id: z.union([z.string(), z.number()]),
  stock: z.number(),
  virtual: z.boolean().default(false),
});

export const VariantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  fullname: z.string().nullish(),
  marketingCode: z.string().nullish(),
  ean: z.string().nullish(),
  mainImage: ImageSchema.nullish(),
  warehouses: z.array(WarehouseSchema).default([]),
  /** The values that tell the variants apart, for choosing a variant by colour or size. */
  parameters: z
    .array(z.object({ entityId: z.number().int(), values: z.array(z.number().int()) }))
    .default([]),
  availability: z.object({
    isAvailable: z.boolean(),
    availabilityCode: z.string().nullish(),
    soldAvailabilityCode: z.string().nullish(),
  }),
  prices: PricesSchema,
});
export type Variant = z.infer<typeof VariantSchema>;

export const ProductTagSchema = z.object({
  code: z.string(),
  text: z.string(),
  color: z.string(),
  visibility: z.object({ catalog: z.boolean(), content: z.boolean() }),
});
export type ProductTag = z.infer<typeof ProductTagSchema>;

/** content.parameters of a product: the values it holds per parameter id. */
export const ProductParameterSchema = z.object({
  entityId: z.number().int(),
  values: z.array(z.number().int()),
  valueEntities: z
    .array(z.object({ _id: z.number().int(), title: z.string(), color_hex: z.string().nullish() }))
    .nullish(),
});

/**
 * A product's list items checked one by one: a malformed gift or manual is dropped and
 * logged, so it never takes the product page down.
 */
function checkedItems<T extends z.ZodType>(schema: T, what: string) {
  return z.array(z.unknown()).transform((items) =>
    items.flatMap((item): Array<z.output<T>> => {
      const parsed = schema.safeParse(item);
      if (parsed.success) return [parsed.data];
      log.warn(`${what} skipped`, { issue: parsed.error.issues[0]?.message ?? "" });
      return [];
    }),
  );
}

/**
 * A file under the CDN's originals path. Links are built from it, so it must stay a
 * relative path: no scheme, no leading slash, no backslash, no empty or dot segments.
 */
export const OriginalPathSchema = z
  .string()
  .min(1)
  .refine(
    (path) =>
      !/^[a-z][a-z0-9+.-]*:/i.test(path) &&
      !path.includes("\\") &&
      path.split("/").every((segment) => segment !== "" && segment !== "." && segment !== ".."),
    { message: "not a relative file path" },
  );

/** A small product given free with this one; only an available gift is offered. */
export const ProductGiftSchema = z.object({
  id: z.number().int(),
  name: z.string().min(1),
  slug: z.string().min(1).nullish(),
  mainImage: ImageSchema.nullish(),
  availability: z.object({ isAvailable: z.boolean() }),
});
export type ProductGift = z.infer<typeof ProductGiftSchema>;

export const ProductManualSchema = z.object({
  title: z.string().min(1),
  file: z.object({
    path: OriginalPathSchema,
    /** Bytes; null when the CMS does not know. */
    size: z.number().int().nonnegative().nullish(),
    mime: z.string().min(1),
  }),
});
export type ProductManual = z.infer<typeof ProductManualSchema>;

export const ProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string().min(1),
  catalogCode: z.string().nullish(),
  marketingCode: z.string().nullish(),
  perex: z.string().nullish(),
  mainImage: ImageSchema.nullish(),
  /** The gallery after the main image. */
  images: z.array(ImageSchema).nullish(),
  /** 0 to 100. */
  rating: z.number().nullish(),
  categoryId: z.number().int().nullish(),
  categoryName: z.string().nullish(),
  categoryFullname: z.string().nullish(),
  tags: z.array(ProductTagSchema).nullish(),
  content: z
    .object({
      parameters: z.array(ProductParameterSchema).nullish(),
      product_box_hover_image: z.object({ fileKey: z.string().min(1) }).nullish(),
      manuals: checkedItems(ProductManualSchema, "product manual").nullish(),
      /** Deliveries the shop expects: a day and the pieces it brings. */
      date_of_storage: checkedItems(
        z.object({ date: z.string(), amount: z.number() }),
        "storage date",
      ).nullish(),
    })
    .nullish(),
  gifts: checkedItems(ProductGiftSchema, "product gift").nullish(),
  /** Ids of the products offered instead of this one, best first. */
  alternatives: z.array(z.number().int()).nullish(),
  defaultVariantId: z.number().int().nullish(),
  hasVariants: z.boolean().default(false),
  unit: z.string().default("ks"),
  visibility: z.object({ saleable: z.boolean() }).default({ saleable: true }),
  availability: z.object({
    isAvailable: z.boolean(),
    amountMin: z.number().nullish(),
    amountMax: z.number().nullish(),
    checkStock: z.boolean().default(true),
    stock: z.number().default(0),
    delayDays: z.number().int().default(0),
    availability: z.string().nullish(),
    soldAvailability: z.string().nullish(),
  }),
  variants: z.array(VariantSchema).min(1),
  /** The product's slug in each language; its own `slug` stands for any language missing. */
  canonical_slugs: z.array(z.object({ lang: z.string(), slug: z.string().min(1) })).nullish(),
});
export type Product = z.infer<typeof ProductSchema>;

export const ProductListSchema = z.object({
  entities: z.array(ProductSchema),
  total: z.number().int().nonnegative().optional(),
});

/**
 * The homepage configuration. Blocks are checked one by one later (see homepage.ts), so a
 * block kind this storefront does not know yet cannot break the whole home page.
 */
export const HomepageConfigurationSchema = z.object({
  homepage_configuration: z
    .object({
      _id: z.string(),
      title: z.string().nullish(),
      content_blocks: z.array(z.unknown()),
    })
    .nullable(),
});
