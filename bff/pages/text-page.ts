import { getUrlRewrite } from "#bff/cms/catalog.ts";
import { getPageBySlug } from "#bff/cms/content.ts";
import { sanitiseRichText, type RichNode } from "#bff/cms/rich-text.ts";
import type { Page } from "#bff/cms/schemas-content.ts";
import type { SlugLookup } from "#bff/cms/slug-lookup.ts";
import { getConfig } from "#bff/config.ts";
import type { Locale, RequestContext } from "#bff/context.ts";
import { BffError } from "#bff/errors.ts";
import { seoFromPageMeta, type PageSeo } from "#bff/rules/seo-meta.ts";

import { type ContentBlockView, loadContentBlocks } from "./content-blocks.ts";
import { type ContentPageView, toContentPageView } from "./content-page.ts";
import { movedLocation } from "./moved.ts";

export type TextPage = {
  slug: string;
  title: string;
  document: RichNode;
  /** The page's content blocks, after its rich text. */
  blocks: Array<ContentBlockView>;
  seo: PageSeo & { title: string };
};

/** A page with its content blocks' products and categories loaded (one more round if any). */
async function toTextPage(ctx: RequestContext, page: Page): Promise<TextPage> {
  const locale: Locale = ctx.locale;
  return {
    slug: page.page_meta.slug,
    title: page.title,
    document: sanitiseRichText(page.content, { locale }),
    blocks: await loadContentBlocks(ctx, page.content_blocks),
    seo: seoFromPageMeta(page.page_meta, {
      title: page.title,
      locale,
      cdnBase: getConfig().IMAGE_CDN_URL,
    }),
  };
}

async function findPage(ctx: RequestContext, slug: string): Promise<Page | null> {
  if (!slug) return null;
  const lookup = await getPageBySlug({ ctx, slug });
  return lookup.entities[0] ?? null;
}

/**
 * A CMS text page by slug (e.g. /vse-o-nakupu/{slug}). Dependency depth 1, or 2 when its
 * content blocks reference products or categories.
 */
export async function textPage({ ctx, slug }: { ctx: RequestContext; slug: string }) {
  const page = await findPage(ctx, slug);
  if (!page) throw new BffError({ kind: "not_found" }, 404);
  return toTextPage(ctx, page);
}

export type CatchAllPage =
  | { kind: "page"; page: TextPage }
  | { kind: "content"; page: ContentPageView }
  | { kind: "redirect"; location: string }
  | { kind: "not_found" };

/**
 * Any path no route claims: a CMS page of that slug, else a content page of that slug,
 * else the CMS redirect (when it points elsewhere), else a page the CMS serves there
 * through a URL rewrite, else not found. The alternatives are asked at once (the page and
 * the content page come in `found`, the catch-all's one lookup of the slug); only a
 * rewrite's page waits for its answer. Dependency depth 2: the slug lookup, redirect and
 * url-rewrite -> the rewritten page (or a found page's block products).
 */
export async function catchAllPage({
  ctx,
  path,
  found,
  pageNumber = 1,
}: {
  ctx: RequestContext;
  path: string;
  found: Promise<Pick<SlugLookup, "page" | "contentPage">>;
  /** Which page of a paginated content page. */
  pageNumber?: number;
}): Promise<CatchAllPage> {
  const slug = path.replace(/^\/+|\/+$/g, "");
  const [{ page, contentPage }, movedTo, rewrite] = await Promise.all([
    found,
    movedLocation(ctx, { path, route: "all", ...(slug ? { slug } : {}) }),
    getUrlRewrite({ ctx, lang: ctx.locale, path }),
  ]);
  if (page) return { kind: "page", page: await toTextPage(ctx, page) };
  if (contentPage) {
    return { kind: "content", page: await toContentPageView(ctx, contentPage, pageNumber) };
  }
  if (movedTo) return { kind: "redirect", location: movedTo };
  const rewrittenSlug = rewrite?.page_meta.slug[ctx.locale] ?? rewrite?.page_meta.slug.cs;
  const rewritten = rewrittenSlug ? await findPage(ctx, rewrittenSlug) : null;
  if (rewritten) return { kind: "page", page: await toTextPage(ctx, rewritten) };
  return { kind: "not_found" };
}
