import type { ContentPage } from "#bff/cms/schemas-content.ts";
import { lookupSlug } from "#bff/cms/slug-lookup.ts";
import { getConfig } from "#bff/config.ts";
import type { RequestContext } from "#bff/context.ts";
import { BffError } from "#bff/errors.ts";
import { withoutRepeatedTitleBlock } from "#bff/rules/repeated-title.ts";
import { seoFromPageMeta, type PageSeo } from "#bff/rules/seo-meta.ts";

import { type ContentBlockView, loadContentBlocks } from "./content-blocks.ts";
import { responsiveImage, type ImageBox, type ResponsiveImage } from "./product-card.ts";

/**
 * A guide's background picture behind its title: as wide as the page's column (828 px), at
 * least 180 px tall on a phone, where it is cropped from 480 px wide.
 */
const BACKGROUND: ImageBox = { width: 1200, height: 450, widths: [480, 720, 960, 1440, 1920] };

export type ContentPageView = {
  slug: string;
  title: string;
  /** The CMS's `background_image`, shown behind the title; decorative, so without words. */
  backgroundImage: ResponsiveImage | null;
  /** The blocks of the requested page only, when the CMS paginates the content page. */
  blocks: Array<ContentBlockView>;
  pagination: { page: number; pages: number } | null;
  seo: PageSeo & { title: string };
};

/**
 * A CMS content page: its content blocks, `blocks_per_page` at a time when the CMS turns
 * pagination on (a page number past the last shows the last page).
 */
export async function toContentPageView(
  ctx: RequestContext,
  page: ContentPage,
  requestedPage: number,
): Promise<ContentPageView> {
  const all = withoutRepeatedTitleBlock(page.content_blocks, page.title);
  const perPage =
    page.pagination && page.blocks_per_page && page.blocks_per_page > 0
      ? page.blocks_per_page
      : Math.max(1, all.length);
  const pages = Math.max(1, Math.ceil(all.length / perPage));
  const current = Math.min(Math.max(1, requestedPage), pages);
  return {
    slug: page.page_meta.slug,
    title: page.title,
    backgroundImage: page.background_image
      ? responsiveImage(page.background_image.path, "", BACKGROUND)
      : null,
    blocks: await loadContentBlocks(ctx, all.slice((current - 1) * perPage, current * perPage)),
    pagination: pages > 1 ? { page: current, pages } : null,
    seo: seoFromPageMeta(page.page_meta, {
      title: page.title,
      locale: ctx.locale,
      cdnBase: getConfig().IMAGE_CDN_URL,
    }),
  };
}

/**
 * A curated guide (/pruvodce/{slug}): the CMS content page of that slug, the asked page of
 * its blocks with their products. It is read through the slug lookup the catch-all asks,
 * one GraphQL document the CMS already answers, rather than a second query of the same
 * document. Dependency depth 1, or 2 when its blocks reference products or categories.
 */
export async function guidePage({
  ctx,
  slug,
  pageNumber = 1,
}: {
  ctx: RequestContext;
  slug: string;
  /** Which page of a paginated guide. */
  pageNumber?: number;
}): Promise<ContentPageView> {
  const { contentPage } = await lookupSlug({ ctx, slug, listing: false });
  if (!contentPage) throw new BffError({ kind: "not_found" }, 404);
  return toContentPageView(ctx, contentPage, pageNumber);
}
