import { getBanners } from "#bff/cms/content.ts";
import { getHomepageConfiguration } from "#bff/cms/homepage.ts";
import type { ContentBlock } from "#bff/cms/schemas-content.ts";
import { getConfig } from "#bff/config.ts";
import type { RequestContext } from "#bff/context.ts";
import { optional } from "#bff/optional.ts";
import { imageUrl } from "#bff/rules/image-url.ts";
import { listedPageSeo, SHARE_IMAGE, type PageSeo } from "#bff/rules/seo-meta.ts";

import {
  type ContentBlockView,
  type InfoBox,
  loadContentBlocks,
  toInfoBoxes,
} from "./content-blocks.ts";
import { type TopCategories, topCategories } from "./top-categories.ts";
import { toWideBanners, type WideBannerView } from "./wide-banners.ts";

export type HomeBlock = ContentBlockView;

export type HomePage = {
  title: string | null;
  blocks: Array<HomeBlock>;
  /** Short coloured notices above the blocks, sorted by their CMS order. */
  infoBoxes: Array<InfoBox>;
  /** The CMS's wide banners shown now, heaviest first. */
  wideBanners: Array<WideBannerView>;
  topCategories: TopCategories | null;
  seo: PageSeo;
};

/** The info boxes and wide banners; without them the home page simply shows none. */
async function optionalBanners(
  ctx: RequestContext,
): Promise<{ infoBoxes: Array<InfoBox>; wideBanners: Array<WideBannerView> }> {
  const banners = await optional(getBanners({ ctx }), { ctx, what: "banners" });
  return {
    infoBoxes: banners ? toInfoBoxes(banners.info_box_list.entities) : [],
    wideBanners: banners ? toWideBanners(banners.wide_banner_list.entities, new Date()) : [],
  };
}

/**
 * The home page: the CMS homepage blocks, with the products and categories they reference
 * loaded first, all in one round, the info boxes and the top categories. Dependency depth 2:
 * homepage configuration, info boxes and top categories at once; the blocks' products and
 * categories (in parallel) the moment the configuration answers.
 */
export async function homePage({ ctx }: { ctx: RequestContext }): Promise<HomePage> {
  const configured = getHomepageConfiguration({ ctx });
  // The blocks' products need only the configuration: they start when it answers.
  const [configuration, blockViews, { infoBoxes, wideBanners }, tops] = await Promise.all([
    configured,
    configured.then((configuration) => loadContentBlocks(ctx, configuration?.content_blocks ?? [])),
    optionalBanners(ctx),
    topCategories({ ctx }),
  ]);
  const blocks = configuration?.content_blocks ?? [];
  return {
    title: configuration?.title ?? null,
    blocks: blockViews,
    infoBoxes,
    wideBanners,
    topCategories: tops,
    seo: homeSeo(configuration?.title ?? null, blocks),
  };
}

function homeSeo(title: string | null, blocks: Array<ContentBlock>): PageSeo {
  const hero = blocks.find((block) => block.__typename === "ImageBlock");
  return listedPageSeo({
    title,
    image: hero ? imageUrl(getConfig().IMAGE_CDN_URL, hero.image.path, SHARE_IMAGE) : null,
  });
}
