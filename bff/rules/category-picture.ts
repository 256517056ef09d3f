import type * as z from "zod";

import type { ImagePathSchema } from "#bff/cms/schemas-content.ts";

type ImagePath = z.infer<typeof ImagePathSchema>;

/**
 * The picture at the top of a category's page: the CMS's `category_banner`, made for that
 * place, else the category's `top_category_image` (the picture it has on the category tiles).
 * The spec gives the banner no time window or customer group, unlike the catalogue banners.
 */
export function categoryPicture(
  document: { category_banner?: ImagePath | null; top_category_image?: ImagePath | null } | null,
): ImagePath | null {
  return document?.category_banner ?? document?.top_category_image ?? null;
}
