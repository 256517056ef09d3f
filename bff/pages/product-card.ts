import type { Product } from "#bff/cms/schemas.ts";
import { getConfig } from "#bff/config.ts";
import type { Locale } from "#bff/locales.js";
import { activeVariant } from "#bff/rules/active-variant.ts";
import { colourCode } from "#bff/rules/colour-code.ts";
import {
  boxedImage,
  CARD_IMAGE,
  type ImageBox,
  type ResponsiveImage,
} from "#bff/rules/image-box.ts";
import { imageUrl } from "#bff/rules/image-url.ts";
import { type PriceLayout, priceLayout } from "#bff/rules/price-layout.ts";
import { productSlugs } from "#bff/rules/seo-meta.ts";
import { ratingToStars } from "#bff/rules/star-rating.ts";

export type { ImageBox, ResponsiveImage } from "#bff/rules/image-box.ts";

/** An image at the box's widths, with the box's dimensions so the page reserves its space. */
export function responsiveImage(fileKey: string, alt: string, box: ImageBox): ResponsiveImage {
  const cdn = getConfig().IMAGE_CDN_URL;
  return boxedImage(imageUrl(cdn, fileKey, box), box, alt);
}

export type ProductCard = {
  id: number;
  name: string;
  slug: string;
  /**
   * The address of its picture at the card's box (`CARD_IMAGE`, or the context's
   * `imageSize`): the component lays it out, so the page's data holds the address alone.
   */
  image: string | null;
  /** Replaces the main image on hover or focus; at the same box. */
  hoverImage: string | null;
  perex: string | null;
  /** 0 to 5 stars, one decimal; null when nobody has rated it. */
  stars: number | null;
  /** Tags the CMS marks visible in the catalogue; `colour` is a 6-digit hex code or null. */
  tags: Array<{ code: string; text: string; colour: string | null }>;
  price: number;
  priceWithoutTax: number;
  priceLayout: PriceLayout;
  originalPrice: number | null;
  discountPercent: number | null;
  /** The EU Omnibus figure, shown beside a discount only. */
  lowestPrice30Days: number | null;
  recommendedPrice: number | null;
  freeDelivery: boolean;
  isAvailable: boolean;
  availabilityText: string;
  /** The variant the box shows (its price and picture): the one its heart wishes for. */
  variantId: number;
  /**
   * Every variant, for a business buyer's quantities per variant; none where no business
   * buyer can be looking (a guest, or the shop without bulk entry), which is most pages.
   */
  variants: Array<{ id: number; name: string; fullName: string; isAvailable: boolean }>;
  /** The variant a box's "Do košíku" adds; null when the shopper must choose one first. */
  addVariantId: number | null;
  amountMin: number;
};

export type CardContext = {
  /** The store's free-shipping threshold, with tax, when the tag is switched on. */
  freeDeliveryFrom?: number | null;
  /** The box's picture size; a search suggestion shows a thumbnail. */
  imageSize?: ImageBox;
  /** The shopper's language: the box links to the product's slug in it (canonical_slugs). */
  locale?: Locale;
  /** Whether the shopper is logged in, so may be a business buyer entering quantities. */
  signedIn?: boolean;
};

/** What a product box shows, from the product's default (or first available) variant. */
export function toProductCard(product: Product, context: CardContext = {}): ProductCard {
  const variant = activeVariant(product.variants, { defaultId: product.defaultVariantId });
  const prices = variant?.prices;
  const price = prices?.unitWithTax ?? 0;
  const isAvailable = Boolean(variant?.availability.isAvailable);
  const image = product.mainImage ?? variant?.mainImage;
  const hover = product.content?.product_box_hover_image;
  const inDiscount = Boolean(prices?.inDiscount && prices.originalWithTax);
  const recommended = prices?.attributes?.recommended_price ?? null;
  const single = product.variants.length === 1 ? product.variants[0] : null;
  const box = context.imageSize ?? CARD_IMAGE;
  return {
    id: product.id,
    name: product.name,
    slug: (context.locale && productSlugs(product)[context.locale]) || product.slug,
    image: image ? imageUrl(getConfig().IMAGE_CDN_URL, image.fileKey, box) : null,
    hoverImage: hover ? imageUrl(getConfig().IMAGE_CDN_URL, hover.fileKey, box) : null,
    perex: product.perex ?? null,
    stars: typeof product.rating === "number" ? ratingToStars(product.rating) : null,
    tags: (product.tags ?? [])
      .filter((tag) => tag.visibility.catalog)
      .map((tag) => ({ code: tag.code, text: tag.text, colour: colourCode(tag.color) })),
    price,
    priceWithoutTax: prices?.unitWithoutTax ?? 0,
    priceLayout: priceLayout(price),
    originalPrice: inDiscount ? (prices?.originalWithTax ?? null) : null,
    discountPercent: inDiscount ? discountPercent(price, prices?.originalWithTax ?? 0) : null,
    lowestPrice30Days: inDiscount ? (prices?.attributes?.lowest_price_30_days ?? null) : null,
    recommendedPrice: recommended !== null && recommended > price ? recommended : null,
    freeDelivery:
      context.freeDeliveryFrom !== null &&
      context.freeDeliveryFrom !== undefined &&
      price > context.freeDeliveryFrom,
    isAvailable,
    availabilityText: availabilityText(product, isAvailable),
    variantId: variant?.id ?? product.defaultVariantId ?? product.id,
    variants: bulkEntryPossible(context)
      ? product.variants.map((each) => ({
          id: each.id,
          name: each.name,
          fullName: each.fullname ?? `${product.name} ${each.name}`,
          isAvailable: each.availability.isAvailable && product.visibility.saleable,
        }))
      : [],
    addVariantId:
      single && isAvailable && product.visibility.saleable && !product.hasVariants
        ? single.id
        : null,
    amountMin: Math.max(1, product.availability.amountMin ?? 1),
  };
}

/** Bulk entry (spec §6, the bulkOrder flag) is for business buyers, who are logged in. */
function bulkEntryPossible(context: CardContext): boolean {
  return Boolean(context.signedIn) && getConfig().SHOP_FEATURES.includes("bulkOrder");
}

/** The badge's whole percent, rounded down so a badge never promises more than the price. */
function discountPercent(price: number, original: number): number | null {
  if (original <= 0 || price >= original) return null;
  return Math.floor(((original - price) / original) * 100);
}

/** The product's own availability texts, with Czech defaults when the CMS leaves them out. */
export function availabilityText(product: Product, isAvailable: boolean): string {
  return isAvailable
    ? (product.availability.availability ?? "Skladem")
    : (product.availability.soldAvailability ?? "Vyprodáno");
}
