import { getArticleBySlug, getNeighbourArticles, isPublished } from "#bff/cms/articles.ts";
import { getProducts } from "#bff/cms/products.ts";
import { sanitiseRichText, type RichNode } from "#bff/cms/rich-text.ts";
import { getConfig } from "#bff/config.ts";
import type { RequestContext } from "#bff/context.ts";
import { BffError } from "#bff/errors.ts";
import { optional } from "#bff/optional.ts";
import { seoFromPageMeta, type PageSeo } from "#bff/rules/seo-meta.ts";

import type { CategoryPlace } from "./magazine-listing.ts";
import {
  type ProductCard,
  type ResponsiveImage,
  responsiveImage,
  toProductCard,
} from "./product-card.ts";

export type ArticleAuthorBox = {
  name: string;
  perex: string | null;
  image: ResponsiveImage | null;
  /** null for an author without a page of their own (the spec's author_has_page). */
  slug: string | null;
};

export type ArticlePage = {
  slug: string;
  title: string;
  perex: string | null;
  /** ISO date and time of publication. */
  published: string;
  /** ISO date and time the article was written, when the CMS has it. */
  created: string | null;
  image: ResponsiveImage | null;
  document: RichNode;
  author: ArticleAuthorBox | null;
  /** The article's category and, for a child category, its master first. */
  categories: Array<{ title: string; place: CategoryPlace }>;
  tags: Array<{ title: string; slug: string }>;
  products: Array<ProductCard>;
  older: { slug: string; title: string } | null;
  newer: { slug: string; title: string } | null;
  seo: PageSeo & { title: string };
};

const ARTICLE_IMAGE = { width: 960, height: 640 } as const;
const AUTHOR_IMAGE = { width: 96, height: 96 } as const;

/**
 * A magazine article by slug: its text, author box, category trail, tags, related
 * products and the articles published just before and after it. One not yet published
 * (spec §4: date_published must be before now) is not found, like one that does not
 * exist. The products and neighbours are extras: when they fail, the article still shows.
 * Dependency depth 2: the article, then its products and neighbours at once.
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
  const productIds = article.product_reference.map((reference) => reference.entityId);
  const [products, neighbours] = await Promise.all([
    productIds.length > 0
      ? optional(getProducts({ ctx, ids: productIds }), { ctx, what: "article products" })
      : Promise.resolve([]),
    optional(getNeighbourArticles({ ctx, datePublished: article.date_published, now }), {
      ctx,
      what: "neighbouring articles",
    }),
  ]);
  const byId = new Map((products ?? []).map((product) => [product.id, product]));
  const { author, category } = article;
  const master = category?.master_category;
  const place = (slugs: Array<string>): CategoryPlace => ({
    slug: slugs[0] ?? "",
    child: slugs[1] ?? null,
  });
  const neighbour = (entry: { title: string; page_meta: { slug: string } } | null) =>
    entry ? { slug: entry.page_meta.slug, title: entry.title } : null;

  return {
    slug: article.page_meta.slug,
    title: article.title,
    perex: article.perex?.trim() || null,
    published: new Date(article.date_published).toISOString(),
    created:
      article.created && Number.isFinite(Date.parse(article.created))
        ? new Date(article.created).toISOString()
        : null,
    image: article.image
      ? responsiveImage(article.image.path, article.image.alt ?? "", ARTICLE_IMAGE)
      : null,
    document: sanitiseRichText(article.content, { locale: ctx.locale }),
    author: author
      ? {
          name: author.title,
          perex: author.perex?.trim() || null,
          image: author.image
            ? responsiveImage(author.image.path, author.image.alt ?? author.title, AUTHOR_IMAGE)
            : null,
          slug: author.author_has_page ? author.page_meta.slug : null,
        }
      : null,
    categories: category
      ? [
          ...(master ? [{ title: master.title, place: place([master.page_meta.slug]) }] : []),
          {
            title: category.title,
            place: place(
              master ? [master.page_meta.slug, category.page_meta.slug] : [category.page_meta.slug],
            ),
          },
        ]
      : [],
    tags: article.tags.map((tag) => ({ title: tag.title, slug: tag.page_meta.slug })),
    products: productIds.flatMap((id) => {
      const product = byId.get(id);
      return product?.visibility.saleable
        ? [toProductCard(product, { locale: ctx.locale, signedIn: ctx.authToken !== null })]
        : [];
    }),
    older: neighbour(neighbours?.older ?? null),
    newer: neighbour(neighbours?.newer ?? null),
    seo: seoFromPageMeta(article.page_meta, {
      title: article.title,
      locale: ctx.locale,
      cdnBase: getConfig().IMAGE_CDN_URL,
    }),
  };
}
