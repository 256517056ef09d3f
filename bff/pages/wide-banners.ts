import type { WideBanner } from "#bff/cms/schemas-content.ts";
import { isBannerShown } from "#bff/rules/banner-window.ts";
import { resolveCmsLink, type ResolvedLink } from "#bff/rules/cms-link.ts";

import { responsiveImage, type ResponsiveImage } from "./product-card.ts";

export type WideBannerView = {
  id: string;
  title: string;
  text: string | null;
  text2: string | null;
  buttonText: string | null;
  link: ResolvedLink | null;
  image: ResponsiveImage | null;
};

/** A wide banner's picture: the width of the page, a strip on a laptop. */
const WIDE_BANNER_IMAGE = { width: 1200, height: 400, widths: [400, 800, 1200, 2400] } as const;

/**
 * The wide banners a shopper may see now: switched on, within their time window with a
 * reference (spec: as catalogue banners), heaviest first. The translated picture wins.
 */
export function toWideBanners(banners: Array<WideBanner>, now: Date): Array<WideBannerView> {
  return banners
    .filter(
      (banner) =>
        banner.enabled &&
        isBannerShown({ ...banner, reference: banner.url ?? banner.item_id }, now),
    )
    .sort((a, b) => b.weight - a.weight)
    .map((banner) => {
      const picture = banner.main_image_translatable ?? banner.main_image;
      return {
        id: banner._id,
        title: banner.title,
        text: banner.banner_wide_text?.trim() || null,
        text2: banner.banner_wide_text_2?.trim() || null,
        buttonText: banner.banner_wide_button_text?.trim() || null,
        link: resolveCmsLink(banner.url ?? null),
        image: picture ? responsiveImage(picture.path, "", WIDE_BANNER_IMAGE) : null,
      };
    });
}
