import type { Product } from "#bff/cms/schemas.ts";
import { originalUrl } from "#bff/rules/image-url.ts";

import { responsiveImage, type ResponsiveImage } from "./product-card.ts";

export const GIFT_IMAGE = { width: 80, height: 80 } as const;

export type ProductGiftView = {
  id: number;
  name: string;
  /** Null when the gift has no page of its own to link to. */
  slug: string | null;
  image: ResponsiveImage | null;
  isAvailable: boolean;
};

export type ProductManualView = {
  title: string;
  href: string;
  /** The file's MIME type, for the link's `type` hint. */
  type: string;
  /** "850 B", "12 kB", "1,2 MB"; null when the CMS does not know the size. */
  sizeLabel: string | null;
};

/**
 * The gifts a shopper gets with the product and its manuals. The spec gives gifts an
 * availability; one out of stock cannot be packed, so only available gifts are offered.
 */
export function productGiftsAndManuals(
  product: Product,
  cdnBase: string,
): { gifts: Array<ProductGiftView>; manuals: Array<ProductManualView> } {
  return {
    gifts: (product.gifts ?? [])
      .filter((gift) => gift.availability.isAvailable)
      .map((gift) => ({
        id: gift.id,
        name: gift.name,
        slug: gift.slug ?? null,
        image: gift.mainImage
          ? responsiveImage(gift.mainImage.fileKey, gift.mainImage.alt ?? gift.name, GIFT_IMAGE)
          : null,
        isAvailable: gift.availability.isAvailable,
      })),
    manuals: (product.content?.manuals ?? []).map((manual) => ({
      title: manual.title,
      href: originalUrl(cdnBase, manual.file.path),
      type: manual.file.mime,
      sizeLabel: typeof manual.file.size === "number" ? sizeLabel(manual.file.size) : null,
    })),
  };
}

/** Decimal units with a decimal comma, as the shop's three languages write them. */
export function sizeLabel(bytes: number): string {
  const NBSP = "\u00a0";
  if (bytes < 1000) return `${bytes}${NBSP}B`;
  const kilobytes = Math.round(bytes / 1000);
  if (kilobytes < 1000) return `${kilobytes}${NBSP}kB`;
  const megabytes = bytes / 1_000_000;
  const rounded = megabytes < 10 ? megabytes.toFixed(1) : String(Math.round(megabytes));
  return `${rounded.replace(".", ",")}${NBSP}MB`;
}
