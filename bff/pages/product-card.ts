import type { Product } from "../cms/schemas.ts";
import { getConfig } from "../config.ts";
import { activeVariant } from "../rules/active-variant.ts";
import { imageUrl } from "../rules/image-url.ts";

export const CARD_IMAGE = { width: 270, height: 270 } as const;

export type ResponsiveImage = {
  src: string;
  srcSet: string;
  width: number;
  height: number;
  alt: string;
};

/** An image at 1x and 2x, with the box's dimensions so the page reserves its space. */
export function responsiveImage(
  fileKey: string,
  alt: string,
  size: { width: number; height: number },
): ResponsiveImage {
  const cdn = getConfig().IMAGE_CDN_URL;
  const src = imageUrl(cdn, fileKey, size);
  const retina = imageUrl(cdn, fileKey, { width: size.width * 2, height: size.height * 2 });
  return { src, srcSet: `${src} 1x, ${retina} 2x`, ...size, alt };
}

export type ProductCard = {
  id: number;
  name: string;
  slug: string;
  image: ResponsiveImage | null;
  price: number;
  originalPrice: number | null;
  isAvailable: boolean;
  availabilityText: string;
};

/** What a product box in a grid shows, from the product's default (or first available) variant. */
export function toProductCard(product: Product): ProductCard {
  const variant = activeVariant(product.variants, { defaultId: product.defaultVariantId });
  const prices = variant?.prices;
  const isAvailable = Boolean(variant?.availability.isAvailable);
  const image = product.mainImage ?? variant?.mainImage;
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    image: image ? responsiveImage(image.fileKey, image.alt ?? product.name, CARD_IMAGE) : null,
    price: prices?.unitWithTax ?? 0,
    originalPrice: prices?.inDiscount && prices.originalWithTax ? prices.originalWithTax : null,
    isAvailable,
    availabilityText: availabilityText(product, isAvailable),
  };
}

/** The product's own availability texts, with Czech defaults when the CMS leaves them out. */
export function availabilityText(product: Product, isAvailable: boolean): string {
  return isAvailable
    ? (product.availability.availability ?? "Skladem")
    : (product.availability.soldAvailability ?? "Vyprodáno");
}
