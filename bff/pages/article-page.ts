import { getArticleBySlug, isPublished } from "#bff/cms/articles.ts";
import { sanitiseRichText, type RichNode } from "#bff/cms/rich-text.ts";
import { getConfig } from "#bff/config.ts";
import type { RequestContext } from "#bff/context.ts";
import { BffError } from "#bff/errors.ts";
import { seoFromPageMeta, type PageSeo } from "#bff/rules/seo-meta.ts";

import { responsiveImage, type ResponsiveImage } from "./product-card.ts";

export type ArticlePage = {
  slug: string;
  title: string;
  perex: string | null;
  /** ISO date and time of publication. */
  published: string;
  image: ResponsiveImage | null;
  document: RichNode;
  seo: PageSeo & { title: string };
};

const ARTICLE_IMAGE = { width: 960, height: 640 } as const;

/**
 * A magazine article by slug: title, perex, picture and rich text. One not yet published
 * (spec §4: date_published must be before now) is not found, like one that does not exist.
 * Dependency depth 1.
 */
export async function articlePage({
  ctx,
  slug,
  now = new Date(),
}: {
  ctx: RequestContext;
  slug: string;
  now?: Date;
}): Promise<ArticlePage> {
  const article = await getArticleBySlug({ ctx, slug });
  if (!article || !isPublished(article, now)) throw new BffError({ kind: "not_found" }, 404);
  return {
    slug: article.page_meta.slug,
    title: article.title,
    perex: article.perex?.trim() || null,
    published: new Date(article.date_published).toISOString(),
    image: article.image
      ? responsiveImage(article.image.path, article.image.alt ?? "", ARTICLE_IMAGE)
      : null,
    document: sanitiseRichText(article.content, { locale: ctx.locale }),
    seo: seoFromPageMeta(article.page_meta, {
      title: article.title,
      locale: ctx.locale,
      cdnBase: getConfig().IMAGE_CDN_URL,
    }),
  };
}
