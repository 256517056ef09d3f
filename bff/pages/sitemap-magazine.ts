import { getArticleSlugs, isPublished } from "#bff/cms/articles.ts";
import {
  type ArticleCategory,
  getArticleCategories,
  getArticleTags,
  getAuthorsWithPage,
} from "#bff/cms/magazine.ts";
import type { RequestContext } from "#bff/context.ts";
import { localisedSlugs } from "#bff/rules/seo-meta.ts";

import { cachedEntries, type SitemapEntry } from "./sitemap.ts";

/** Articles asked per call while paging through the magazine. */
const ARTICLE_PAGE = 200;

type Meta = {
  slug: string;
  meta_noindex: boolean;
  canonical_slugs: Array<{ language: string; slug: string }>;
};

function entry(ctx: RequestContext, meta: Meta, lastModified: string | null = null): SitemapEntry {
  return {
    slugs: localisedSlugs(meta.canonical_slugs, { locale: ctx.locale, slug: meta.slug }),
    lastModified,
  };
}

/**
 * The site's published articles that may be indexed, with their publication date.
 * Dependency depth: one per 200 articles.
 */
export function sitemapArticles({ ctx, now = new Date() }: { ctx: RequestContext; now?: Date }) {
  return cachedEntries(ctx, "articles", ["page"], async (publicCtx) => {
    const entries: Array<SitemapEntry> = [];
    for (let skip = 0; ; skip += ARTICLE_PAGE) {
      const list = await getArticleSlugs({ ctx: publicCtx, skip, limit: ARTICLE_PAGE, now });
      for (const article of list.entities) {
        if (article.page_meta.meta_noindex || !isPublished(article, now)) continue;
        entries.push(entry(publicCtx, article.page_meta, article.date_published));
      }
      if (list.entities.length === 0 || skip + ARTICLE_PAGE >= list.total) return entries;
    }
  });
}

/**
 * The magazine's categories that may be indexed. A child category's slug in each
 * language is `{master}/{child}`, both in that language, since it lives under its master;
 * a language missing either has no entry there. Dependency depth 1.
 */
export function sitemapArticleCategories({ ctx }: { ctx: RequestContext }) {
  return cachedEntries(ctx, "article-categories", ["page"], async (publicCtx) => {
    const categories = await getArticleCategories({ ctx: publicCtx });
    const byId = new Map(categories.map((category) => [category._id, category]));
    const slugsOf = (category: ArticleCategory) => entry(publicCtx, category.page_meta).slugs;
    return categories
      .filter((category) => !category.page_meta.meta_noindex)
      .map((category) => {
        const master = category.master_category ? byId.get(category.master_category._id) : null;
        if (!master) return entry(publicCtx, category.page_meta);
        const own = slugsOf(category);
        const masters = slugsOf(master);
        const slugs: SitemapEntry["slugs"] = {};
        for (const [locale, slug] of Object.entries(own) as Array<[keyof typeof own, string]>) {
          const masterSlug = masters[locale];
          if (masterSlug) slugs[locale] = `${masterSlug}/${slug}`;
        }
        return { slugs, lastModified: null };
      });
  });
}

/** The magazine's tags that may be indexed. Dependency depth 1. */
export function sitemapArticleTags({ ctx }: { ctx: RequestContext }) {
  return cachedEntries(ctx, "article-tags", ["page"], async (publicCtx) => {
    const tags = await getArticleTags({ ctx: publicCtx });
    return tags
      .filter((tag) => !tag.page_meta.meta_noindex)
      .map((tag) => entry(publicCtx, tag.page_meta));
  });
}

/** The authors with a page of their own. Dependency depth 1. */
export function sitemapAuthors({ ctx }: { ctx: RequestContext }) {
  return cachedEntries(ctx, "authors", ["page"], async (publicCtx) => {
    const authors = await getAuthorsWithPage({ ctx: publicCtx });
    return authors
      .filter((author) => author.author_has_page && !author.page_meta.meta_noindex)
      .map((author) => entry(publicCtx, author.page_meta));
  });
}
