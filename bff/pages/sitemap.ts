import { getCategories } from "#bff/cms/catalog.ts";
import { getSlugMetadata } from "#bff/cms/content.ts";
import { getGlossaryTerms } from "#bff/cms/glossary.ts";
import { getListingSlugs, getPageMetaList, PAGE_LIST_SIZE } from "#bff/cms/seo-sitemap.ts";
import type { Locale, RequestContext } from "#bff/context.ts";
import { throughCache } from "#bff/http/upstream-fetch.ts";
import { productSlugs, localisedSlugs } from "#bff/rules/seo-meta.ts";

/** One page of a sitemap: its slug in each language it exists in. */
export type SitemapEntry = {
  slugs: Partial<Record<Locale, string>>;
  /** When the entity last changed (W3C datetime), where the upstream tells. */
  lastModified: string | null;
};

/** Listing pages asked at once while paging through the catalogue. */
const LISTING_CALLS_AT_ONCE = 8;

/**
 * A sitemap's entries through the data cache, whole: crawlers read them often, and
 * building them pages through the catalogue. Revalidating `tags` drops them.
 */
export function cachedEntries(
  ctx: RequestContext,
  type: string,
  tags: Array<string>,
  build: (ctx: RequestContext) => Promise<Array<SitemapEntry>>,
): Promise<Array<SitemapEntry>> {
  return throughCache(
    {
      ctx,
      service: "cms",
      name: `sitemap-${type}`,
      key: `sitemap ${type}`,
      cache: { kind: "sitemap", tags },
    },
    build,
  );
}

/** Store categories, in every language their canonical_slugs name. Dependency depth 1. */
export function sitemapCategories({ ctx }: { ctx: RequestContext }) {
  return cachedEntries(ctx, "categories", ["category"], async (publicCtx) => {
    const categories = await getCategories({ ctx: publicCtx });
    return categories.map((category) => ({
      slugs: localisedSlugs(
        category.canonical_slugs.map(({ lang, slug }) => ({ language: lang, slug })),
        { locale: publicCtx.defaultLocale, slug: category.slug },
      ),
      lastModified: null,
    }));
  });
}

/**
 * Every product, by paging through each top category's listing (subcategories included).
 * A product's slug per language comes from its canonical_slugs. Dependency depth 3: categories -> the first
 * page of each top category -> their further pages, a few at a time.
 */
export function sitemapProducts({ ctx }: { ctx: RequestContext }) {
  return cachedEntries(ctx, "products", ["product", "category"], async (publicCtx) => {
    const categories = await getCategories({ ctx: publicCtx });
    const tops = categories.filter((category) => category.parentId === null);
    const firstPages = await Promise.all(
      tops.map((top) => getListingSlugs({ ctx: publicCtx, categoryId: top.id, page: 1 })),
    );
    const further = tops.flatMap((top, index) =>
      Array.from({ length: (firstPages[index]?.pages ?? 1) - 1 }, (_, page) => ({
        categoryId: top.id,
        page: page + 2,
      })),
    );
    // A product listed in several top categories is one sitemap entry.
    const products = new Map(
      firstPages.flatMap((page) => page.products).map((product) => [product.slug, product]),
    );
    for (let start = 0; start < further.length; start += LISTING_CALLS_AT_ONCE) {
      const pages = await Promise.all(
        further
          .slice(start, start + LISTING_CALLS_AT_ONCE)
          .map((listing) => getListingSlugs({ ctx: publicCtx, ...listing })),
      );
      for (const page of pages) {
        for (const product of page.products) products.set(product.slug, product);
      }
    }
    return [...products.values()].map((product) => ({
      slugs: productSlugs(product),
      lastModified: null,
    }));
  });
}

/**
 * CMS pages that may be indexed (meta_noindex off), in every language their
 * canonical_slugs name. Dependency depth: one per hundred pages.
 */
export function sitemapPages({ ctx }: { ctx: RequestContext }) {
  return cachedEntries(ctx, "pages", ["page"], async (publicCtx) => {
    const entries: Array<SitemapEntry> = [];
    for (let skip = 0; ; skip += PAGE_LIST_SIZE) {
      const list = await getPageMetaList({ ctx: publicCtx, skip });
      for (const { page_meta: meta } of list.entities) {
        if (meta.meta_noindex || !meta.slug) continue;
        entries.push({
          slugs: localisedSlugs(meta.canonical_slugs, {
            locale: publicCtx.defaultLocale,
            slug: meta.slug,
          }),
          lastModified: null,
        });
      }
      if (list.entities.length === 0 || skip + PAGE_LIST_SIZE >= list.total) return entries;
    }
  });
}

/**
 * Content pages (the curated guides built from blocks), in every language their
 * canonical_slugs name: the CMS's slug metadata names them all in one call. Dependency
 * depth 1.
 */
export function sitemapContentPages({ ctx }: { ctx: RequestContext }) {
  return cachedEntries(ctx, "content-pages", ["content_page", "page"], async (publicCtx) => {
    const slugs = await getSlugMetadata({ ctx: publicCtx });
    return slugs
      .filter((entry) => entry.type === "content_page")
      .map((entry) => ({
        slugs: localisedSlugs(entry.canonical_slugs, {
          locale: publicCtx.defaultLocale,
          slug: entry.slug,
        }),
        lastModified: null,
      }));
  });
}

/**
 * The site's glossary terms that may be indexed (meta_noindex off), in every language their
 * canonical_slugs name. Dependency depth 1.
 */
export function sitemapGlossary({ ctx }: { ctx: RequestContext }) {
  return cachedEntries(ctx, "glossary", ["page"], async (publicCtx) => {
    const terms = await getGlossaryTerms({ ctx: publicCtx });
    return terms
      .filter((term) => !term.page_meta.meta_noindex && term.page_meta.slug)
      .map((term) => ({
        slugs: localisedSlugs(term.page_meta.canonical_slugs, {
          locale: publicCtx.locale,
          slug: term.page_meta.slug,
        }),
        lastModified: null,
      }));
  });
}
