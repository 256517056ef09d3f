import { getCategories } from "../cms/catalog.ts";
import { getProductBySlug } from "../cms/products.ts";
import type { StoreCategory } from "../cms/schemas-catalog.ts";
import { getConfig } from "../config.ts";
import type { RequestContext } from "../context.ts";
import { BffError } from "../errors.ts";
import { log } from "../log.ts";
import { activeVariant } from "../rules/active-variant.ts";
import { categoryTrail, type Crumb } from "../rules/seo-breadcrumb.ts";
import { seoFromProduct, type PageSeo } from "../rules/seo-meta.ts";

import { availabilityText, responsiveImage, type ResponsiveImage } from "./product-card.ts";

export const DETAIL_IMAGE = { width: 600, height: 600 } as const;
/** The spec's number input limit: at most 4 digits. */
export const MAX_QUANTITY = 9999;

export type ProductPageVariant = {
  id: number;
  name: string;
  isAvailable: boolean;
};

export type ProductPage = {
  id: number;
  name: string;
  slug: string;
  perex: string | null;
  categoryName: string | null;
  unit: string;
  image: ResponsiveImage | null;
  variants: Array<ProductPageVariant>;
  variant: {
    id: number;
    name: string;
    marketingCode: string | null;
    price: number;
    priceWithoutTax: number;
    originalPrice: number | null;
    discountPercentage: number | null;
  };
  isAvailable: boolean;
  availabilityText: string;
  addToCart: { enabled: boolean; min: number; max: number };
  /** The product's category path, top category first; empty when it is unknown. */
  breadcrumb: Array<Crumb>;
  seo: PageSeo & { title: string };
};

/**
 * Every store category, for the product's category path. Asked together with the product
 * (its category is not known before), and the page sells without it.
 */
async function optionalCategories(ctx: RequestContext): Promise<Array<StoreCategory>> {
  try {
    return await getCategories({ ctx });
  } catch (error) {
    log.warn("categories unavailable", { requestId: ctx.requestId, error: String(error) });
    return [];
  }
}

/**
 * The product detail. Dependency depth 1: the product with its variants and prices in one
 * CMS call, and the store categories beside it. Throws not_found when the slug names no
 * product.
 */
export async function productPage({
  ctx,
  slug,
  variantId,
}: {
  ctx: RequestContext;
  slug: string;
  variantId: number | null;
}): Promise<ProductPage> {
  const [product, categories] = await Promise.all([
    getProductBySlug({ ctx, slug }),
    optionalCategories(ctx),
  ]);
  if (!product) throw new BffError({ kind: "not_found" }, 404);

  const variant = activeVariant(product.variants, {
    requestedId: variantId,
    defaultId: product.defaultVariantId,
  });
  if (!variant) throw new BffError({ kind: "not_found" }, 404);

  const isAvailable = variant.availability.isAvailable;
  const image = variant.mainImage ?? product.mainImage;
  const prices = variant.prices;
  const min = Math.max(1, product.availability.amountMin ?? 1);
  const max = Math.min(MAX_QUANTITY, product.availability.amountMax ?? MAX_QUANTITY);

  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    perex: product.perex ?? null,
    categoryName: product.categoryName ?? null,
    unit: product.unit,
    image: image ? responsiveImage(image.fileKey, image.alt ?? product.name, DETAIL_IMAGE) : null,
    variants: product.variants.map((candidate) => ({
      id: candidate.id,
      name: candidate.name,
      isAvailable: candidate.availability.isAvailable,
    })),
    variant: {
      id: variant.id,
      name: variant.name,
      marketingCode: variant.marketingCode ?? null,
      price: prices.unitWithTax,
      priceWithoutTax: prices.unitWithoutTax,
      originalPrice: prices.inDiscount && prices.originalWithTax ? prices.originalWithTax : null,
      discountPercentage: prices.inDiscount ? (prices.discountPercentage ?? null) : null,
    },
    isAvailable,
    availabilityText: availabilityText(product, isAvailable),
    // Spec: add to cart only when the unit price with tax is above 0 and the item is available.
    addToCart: {
      enabled: isAvailable && prices.unitWithTax > 0 && product.visibility.saleable,
      min,
      max,
    },
    breadcrumb: categoryTrail(categories, product.categoryId, ctx.locale),
    seo: seoFromProduct(product, { cdnBase: getConfig().IMAGE_CDN_URL }),
  };
}
