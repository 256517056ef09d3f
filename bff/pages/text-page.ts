import { getUrlRewrite } from "#bff/cms/catalog.ts";
import { getPageBySlug } from "#bff/cms/content.ts";
import { sanitiseRichText, type RichNode } from "#bff/cms/rich-text.ts";
import type { UrlRewrite } from "#bff/cms/schemas-catalog.ts";
import type { Page } from "#bff/cms/schemas-content.ts";
import type { SlugLookup } from "#bff/cms/slug-lookup.ts";
import { getConfig } from "#bff/config.ts";
import type { Locale, RequestContext } from "#bff/context.ts";
import { BffError } from "#bff/errors.ts";
import { foreignLanguage } from "#bff/rules/document-language.ts";
import { localisedSlugs, seoFromPageMeta, type PageSeo } from "#bff/rules/seo-meta.ts";

import { type ContentBlockView, loadContentBlocks } from "./content-blocks.ts";
import { movedLocation } from "./moved.ts";
import { footerMenu, type FrameMenu } from "./site-frame.ts";

/**
 * A page's "still need help?" box: its words (in `lang` when that is not the shopper's
 * language), and whether it shows the contact button.
 */
export type ContactBox = {
  title: string;
  description: string;
  lang: string | null;
  showButton: boolean;
};

export type TextPage = {
  slug: string;
  title: string;
  /** The language of the page's words when the CMS answered another than the shopper's. */
  lang: string | null;
  document: RichNode;
  /** The page's content blocks, after its rich text. */
  blocks: Array<ContentBlockView>;
  /** The footer menu shown beside the page (`custom_menu_code`), or null. */
  menu: FrameMenu | null;
  contactBox: ContactBox | null;
  seo: PageSeo & { title: string };
};

function contactBoxOf(page: Page, locale: Locale): ContactBox | null {
  const box = page.contact_box_reference;
  return box
    ? {
        title: box.title_frontend,
        description: box.description,
        lang: foreignLanguage(page.locale, locale),
        showButton: box.show_button,
      }
    : null;
}

/** A page with its content blocks' products and categories loaded (one more round if any). */
export async function toTextPage(ctx: RequestContext, page: Page): Promise<TextPage> {
  const locale: Locale = ctx.locale;
  const menuCode = page.custom_menu_code ?? null;
  const [blocks, menu] = await Promise.all([
    loadContentBlocks(ctx, page.content_blocks),
    menuCode ? footerMenu(ctx, menuCode) : null,
  ]);
  return {
    slug: page.page_meta.slug,
    title: page.title,
    lang: foreignLanguage(page.locale, locale),
    document: sanitiseRichText(page.content, { locale }),
    blocks,
    menu,
    contactBox: contactBoxOf(page, locale),
    seo: seoFromPageMeta(page.page_meta, {
      title: page.title,
      locale,
      cdnBase: getConfig().IMAGE_CDN_URL,
    }),
  };
}

function pageSlugs(ctx: RequestContext, page: Pick<Page, "page_meta">): PageSeo["slugs"] {
  return localisedSlugs(page.page_meta.canonical_slugs, {
    locale: ctx.locale,
    slug: page.page_meta.slug,
  });
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
  /** A text page the CMS serves at this path through its URL rewrite. */
  | { kind: "page"; page: TextPage }
  /**
   * A CMS page of the path's slug, whose one address is elsewhere: a text page's
   * (/vse-o-nakupu/{slug}, its own screen) or a curated guide's (/pruvodce/{slug}). Its slug
   * in each language, for the route to send the shopper there.
   */
  | { kind: "elsewhere"; page: "text" | "guide"; slugs: PageSeo["slugs"] }
  | { kind: "redirect"; location: string }
  | { kind: "not_found" };

/**
 * Any path no route claims: the CMS redirect (when it points elsewhere), else a text page or
 * a content page (guide) of that slug, both of whose addresses are elsewhere, else a page the
 * CMS serves there through a URL rewrite, else not found. The alternatives are asked at once
 * (the page and the content page come in `found`, the catch-all's one lookup of the slug);
 * only a rewrite's page waits for its answer. Dependency depth 2: the slug lookup, redirect
 * and url-rewrite -> the rewritten page.
 */
export async function catchAllPage({
  ctx,
  path,
  found,
}: {
  ctx: RequestContext;
  path: string;
  found: Promise<Pick<SlugLookup, "page" | "contentPage">>;
}): Promise<CatchAllPage> {
  const slug = path.replace(/^\/+|\/+$/g, "");
  const [{ page, contentPage }, movedTo, rewrite] = await Promise.all([
    found,
    movedLocation(ctx, { path, route: "all", ...(slug ? { slug } : {}) }),
    getUrlRewrite({ ctx, lang: ctx.locale, path }),
  ]);
  // The CMS's redirect comes first: a page moved away from here is not served here too.
  if (movedTo) return { kind: "redirect", location: movedTo };
  if (page) return { kind: "elsewhere", page: "text", slugs: pageSlugs(ctx, page) };
  if (contentPage) return { kind: "elsewhere", page: "guide", slugs: pageSlugs(ctx, contentPage) };
  const rewritten = await findPage(ctx, rewrittenSlug(ctx, rewrite));
  if (rewritten) return { kind: "page", page: await toTextPage(ctx, rewritten) };
  return { kind: "not_found" };
}

function rewrittenSlug(ctx: RequestContext, rewrite: UrlRewrite | null): string {
  return rewrite?.page_meta.slug[ctx.locale] ?? rewrite?.page_meta.slug.cs ?? "";
}

/**
 * The text page the CMS serves at a path through its URL rewrite, or null: asked before any
 * 404, 403 or 500 page (rule 3 of routing), so the page is shown there with status 200.
 * Dependency depth 2: the rewrite -> its page.
 */
export async function rewrittenPage({
  ctx,
  path,
}: {
  ctx: RequestContext;
  path: string;
}): Promise<TextPage | null> {
  const rewrite = await getUrlRewrite({ ctx, lang: ctx.locale, path });
  const page = await findPage(ctx, rewrittenSlug(ctx, rewrite));
  return page ? toTextPage(ctx, page) : null;
}
