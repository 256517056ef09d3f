import { getArticles } from "#bff/cms/articles.ts";
import { type Author, getAuthor, getAuthorsWithPage } from "#bff/cms/magazine.ts";
import { sanitiseRichText, type RichNode } from "#bff/cms/rich-text.ts";
import { getConfig } from "#bff/config.ts";
import type { Locale, RequestContext } from "#bff/context.ts";
import { BffError } from "#bff/errors.ts";
import { foreignLanguage } from "#bff/rules/document-language.ts";
import { seoFromPageMeta, type PageSeo } from "#bff/rules/seo-meta.ts";

import { ARTICLES_PER_PAGE, type ArticleCardView, toArticleCard } from "./magazine-listing.ts";
import { type ResponsiveImage, responsiveImage } from "./product-card.ts";

const PORTRAIT = { width: 240, height: 240 } as const;

export type AuthorCard = {
  slug: string;
  name: string;
  /** The language of the author's texts when the CMS answered another than the shopper's. */
  lang: string | null;
  perex: string | null;
  image: ResponsiveImage | null;
};

export type AuthorPage = AuthorCard & {
  bio: RichNode;
  articles: Array<ArticleCardView>;
  page: number;
  pages: number;
  total: number;
  seo: PageSeo & { title: string };
};

function toAuthorCard(author: Author, locale: Locale): AuthorCard {
  return {
    slug: author.page_meta.slug,
    name: author.title,
    lang: foreignLanguage(author.locale, locale),
    perex: author.perex?.trim() || null,
    image: author.image
      ? responsiveImage(author.image.path, author.image.alt ?? author.title, PORTRAIT)
      : null,
  };
}

/** The magazine's authors who have a page (spec §7: the list shows only those), A to Z. */
export async function authorsPage({ ctx }: { ctx: RequestContext }): Promise<Array<AuthorCard>> {
  const authors = await getAuthorsWithPage({ ctx });
  return authors
    .filter((author) => author.author_has_page)
    .sort((a, b) => a.title.localeCompare(b.title, ctx.locale))
    .map((author) => toAuthorCard(author, ctx.locale));
}

/**
 * An author's page: portrait, bio and their published articles, 15 a page. An author
 * asked by a slug from their slug_redirects answers where they live now; one without a
 * page, or a page past the last, is not found. Dependency depth 2: the author, then
 * their articles.
 */
export async function authorPage({
  ctx,
  slug,
  page,
  now = new Date(),
}: {
  ctx: RequestContext;
  slug: string;
  page: number;
  now?: Date;
}): Promise<AuthorPage | { kind: "moved"; slug: string }> {
  const author = await getAuthor({ ctx, slug });
  if (!author?.author_has_page) throw new BffError({ kind: "not_found" }, 404);
  if (author.page_meta.slug !== slug) return { kind: "moved", slug: author.page_meta.slug };
  const articles = await getArticles({
    ctx,
    filter: { author: author._id },
    skip: (page - 1) * ARTICLES_PER_PAGE,
    limit: ARTICLES_PER_PAGE,
    now,
  });
  const pages = Math.max(1, Math.ceil(articles.total / ARTICLES_PER_PAGE));
  if (page > pages) throw new BffError({ kind: "not_found" }, 404);
  return {
    ...toAuthorCard(author, ctx.locale),
    bio: sanitiseRichText(author.content, { locale: ctx.locale }),
    articles: articles.entities.map(toArticleCard),
    page,
    pages,
    total: articles.total,
    seo: seoFromPageMeta(author.page_meta, {
      title: author.title,
      locale: ctx.locale,
      cdnBase: getConfig().IMAGE_CDN_URL,
    }),
  };
}
