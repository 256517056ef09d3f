import { getHomepageConfiguration } from "../cms/homepage.ts";
import type { ContentBlock } from "../cms/schemas-content.ts";
import { getConfig } from "../config.ts";
import type { RequestContext } from "../context.ts";
import { imageUrl } from "../rules/image-url.ts";
import { SHARE_IMAGE, type PageSeo } from "../rules/seo-meta.ts";

import { type ContentBlockView, loadContentBlocks } from "./content-blocks.ts";
import { type TopCategories, topCategories } from "./top-categories.ts";

export type HomeBlock = ContentBlockView;

export type HomePage = {
  title: string | null;
  blocks: Array<HomeBlock>;
  topCategories: TopCategories | null;
  seo: PageSeo;
};

/**
 * The home page: the CMS homepage blocks, with the products and categories they reference
 * loaded first, all in one round, and the top categories. Dependency depth 2: homepage
 * configuration and top categories -> the blocks' products and categories (in parallel).
 */
export async function homePage({ ctx }: { ctx: RequestContext }): Promise<HomePage> {
  const [configuration, tops] = await Promise.all([
    getHomepageConfiguration({ ctx }),
    topCategories({ ctx }),
  ]);
  const blocks = configuration?.content_blocks ?? [];
  return {
    title: configuration?.title ?? null,
    blocks: await loadContentBlocks(ctx, blocks),
    topCategories: tops,
    seo: homeSeo(configuration?.title ?? null, blocks),
  };
}

function homeSeo(title: string | null, blocks: Array<ContentBlock>): PageSeo {
  const hero = blocks.find((block) => block.__typename === "ImageBlock");
  return {
    title,
    description: null,
    keywords: null,
    noindex: false,
    nofollow: false,
    slugs: {},
    image: hero ? imageUrl(getConfig().IMAGE_CDN_URL, hero.image.path, SHARE_IMAGE) : null,
  };
}
