import { categoryHref } from "#app/components/magazine/magazine-paths.ts";
import { catchAllHref } from "#app/seo/catch-all-href.ts";
import { LOCALES } from "#app/seo/localised-links.ts";
import { guideHref, textPageHref } from "#app/seo/page-href.ts";
import {
  sitemapIndexXml,
  sitemapPart,
  sitemapPartCount,
  sitemapUrls,
  urlsetXml,
  type SitemapUrl,
} from "#app/seo/sitemap-xml.ts";
import { href, sharesHost, type Locale, type RouteKey } from "#app/utils/href.ts";
import {
  sitemapArticleCategories,
  sitemapArticles,
  sitemapArticleTags,
  sitemapAuthors,
  sitemapBranches,
  sitemapCategories,
  sitemapContentPages,
  sitemapGlossary,
  sitemapPages,
  sitemapProducts,
  type RequestContext,
} from "#bff/index.server.ts";
import type { SitemapEntry } from "#bff/pages/sitemap.ts";

type SitemapSource = {
  /** The BFF's entries of this kind of page. */
  entries: (args: { ctx: RequestContext }) => Promise<Array<SitemapEntry>>;
  /** Where such a page lives in a language, from its slug there (and in every language). */
  path: (locale: Locale, slug: string, slugs: SitemapEntry["slugs"]) => string | null;
};

/**
 * The shop's own pages at fixed routes that search engines may list (the CMS pages with a
 * screen of their own are in `pages`, at that screen's address).
 */
const SHOP_PAGES = [
  "home",
  "brands",
  "glossary",
  "magazine",
  "authors",
  "advice",
  "branches",
  "categories",
  "aboutPurchaseIndex",
  "complaint",
  "goodsReturn",
  "orderStatus",
  "infomails",
] as const satisfies ReadonlyArray<RouteKey>;

type ShopPage = (typeof SHOP_PAGES)[number];

function isShopPage(value: string): value is ShopPage {
  return (SHOP_PAGES as ReadonlyArray<string>).includes(value);
}

/** A fixed page's entry names its route in every language, where `path` finds it. */
function shopPageEntries(): Promise<Array<SitemapEntry>> {
  return Promise.resolve(
    SHOP_PAGES.map((key) => ({
      slugs: Object.fromEntries(LOCALES.map((locale) => [locale, key])),
      lastModified: null,
    })),
  );
}

/** Every sitemap the index lists, by name: a new kind of page is one more row. */
export const SITEMAPS = {
  categories: { entries: sitemapCategories, path: catchAllHref },
  products: { entries: sitemapProducts, path: (locale, slug) => href("product", locale, { slug }) },
  pages: { entries: sitemapPages, path: (locale, _slug, slugs) => textPageHref(locale, slugs) },
  guides: {
    entries: sitemapContentPages,
    path: (locale, _slug, slugs) => guideHref(locale, slugs),
  },
  glossary: {
    entries: sitemapGlossary,
    path: (locale, slug) => href("glossaryTerm", locale, { slug }),
  },
  articles: { entries: sitemapArticles, path: (locale, slug) => href("article", locale, { slug }) },
  topics: {
    entries: sitemapArticleCategories,
    path: (locale, slug) => {
      const [master = "", child = null] = slug.split("/");
      return categoryHref(locale, { slug: master, child });
    },
  },
  tags: {
    entries: sitemapArticleTags,
    path: (locale, slug) => href("magazineTag", locale, { slug }),
  },
  authors: { entries: sitemapAuthors, path: (locale, slug) => href("author", locale, { slug }) },
  branches: {
    entries: sitemapBranches,
    path: (locale, slug) => href("branch", locale, { slug }),
  },
  shop: {
    entries: shopPageEntries,
    path: (locale, key) => (isShopPage(key) ? href(key, locale) : null),
  },
} satisfies Record<string, SitemapSource>;

export type SitemapName = keyof typeof SITEMAPS;

/** Where the per-type sitemap files are served: /sitemaps/products.xml, /sitemaps/products-2.xml. */
export const SITEMAP_DIRECTORY = "/sitemaps";

function isSitemapName(name: string): name is SitemapName {
  return Object.hasOwn(SITEMAPS, name);
}

/** A sitemap's file name: part 1 is `{name}.xml`, further parts `{name}-{part}.xml`. */
export function sitemapFileName(name: SitemapName, part: number): string {
  return part === 1 ? `${name}.xml` : `${name}-${part}.xml`;
}

/** The sitemap and part a file name asks for, or null for a file that is no sitemap's. */
export function parseSitemapFileName(file: string): { name: SitemapName; part: number } | null {
  const match = /^([a-z]+)(?:-([2-9]|[1-9]\d+))?\.xml$/.exec(file);
  const name = match?.[1];
  if (!name || !isSitemapName(name)) return null;
  return { name, part: match[2] ? Number(match[2]) : 1 };
}

async function urlsOf(name: SitemapName, ctx: RequestContext, origin: string) {
  const source: SitemapSource = SITEMAPS[name];
  return sitemapUrls(await source.entries({ ctx }), {
    origin,
    path: source.path,
    locales: LOCALES.filter((locale) => sharesHost(locale, ctx.locale)),
  });
}

function xmlResponse(xml: string): Response {
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}

/**
 * The sitemap index: every file of every sitemap in SITEMAPS. Counting a sitemap's files
 * needs its entries; the BFF keeps them in the data cache for the files' requests.
 */
export async function sitemapIndexResponse(ctx: RequestContext, origin: string) {
  const names = Object.keys(SITEMAPS).filter(isSitemapName);
  const files = await Promise.all(
    names.map(async (name) => {
      const parts = sitemapPartCount((await urlsOf(name, ctx, origin)).length);
      return Array.from(
        { length: parts },
        (_, index) => `${origin}${SITEMAP_DIRECTORY}/${sitemapFileName(name, index + 1)}`,
      );
    }),
  );
  return xmlResponse(sitemapIndexXml(files.flat()));
}

/** One sitemap file, or null when no sitemap has that file. */
export async function sitemapFileResponse(
  ctx: RequestContext,
  origin: string,
  file: string,
): Promise<Response | null> {
  const wanted = parseSitemapFileName(file);
  if (!wanted) return null;
  const urls: Array<SitemapUrl> = await urlsOf(wanted.name, ctx, origin);
  if (wanted.part > sitemapPartCount(urls.length)) return null;
  return xmlResponse(urlsetXml(sitemapPart(urls, wanted.part)));
}
