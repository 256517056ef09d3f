import { type ArticleCard, type ArticleFilter, getArticles } from "#bff/cms/articles.ts";
import {
  type ArticleCategory,
  getArticleCategories,
  getArticleTag,
  getListConfiguration,
} from "#bff/cms/magazine.ts";
import { sanitiseRichText, type RichNode } from "#bff/cms/rich-text.ts";
import { getConfig } from "#bff/config.ts";
import type { RequestContext } from "#bff/context.ts";
import { BffError } from "#bff/errors.ts";
import { listedPageSeo, seoFromPageMeta, type PageSeo } from "#bff/rules/seo-meta.ts";

import { type ResponsiveImage, responsiveImage } from "./product-card.ts";

/** Spec §9: an article list shows 15 articles a page. */
export const ARTICLES_PER_PAGE = 15;

const CARD_IMAGE = { width: 480, height: 320 } as const;
const HEADER_IMAGE = { width: 960, height: 400 } as const;

/** An article as a list shows it. */
export type ArticleCardView = {
  slug: string;
  title: string;
  perex: string | null;
  /** ISO date and time of publication. */
  published: string;
  image: ResponsiveImage | null;
  category: string | null;
  author: string | null;
};

/** Where a magazine category lives: its slug, under its master's for a child category. */
export type CategoryPlace = { slug: string; child: string | null };

/** A category in the magazine's navigation, with its children under a top-level one. */
export type MagazineNavEntry = {
  title: string;
  place: CategoryPlace;
  current: boolean;
  children: Array<MagazineNavEntry>;
};

export type MagazineListing = {
  kind: "home" | "category" | "tag";
  /** null on the magazine home when the CMS has no list configuration: the screen's own. */
  title: string | null;
  perex: string | null;
  description: RichNode | null;
  image: ResponsiveImage | null;
  navigation: Array<MagazineNavEntry>;
  /** The category trail above this list (a child category's master), for breadcrumbs. */
  parents: Array<{ title: string; place: CategoryPlace }>;
  place: CategoryPlace | null;
  articles: Array<ArticleCardView>;
  page: number;
  pages: number;
  total: number;
  seo: PageSeo;
  /** A child category's master's slug in each language, for its localised paths. */
  masterSlugs: PageSeo["slugs"];
};

/** What an article list's route asks for. */
export type MagazineScope =
  | { kind: "home" }
  | { kind: "category"; slug: string; child: string | null }
  | { kind: "tag"; slug: string };

/** A top-level category found at a child's address, or the reverse: its one address. */
export type MagazineMoved = { kind: "moved"; place: CategoryPlace };

export function toArticleCard(article: ArticleCard): ArticleCardView {
  return {
    slug: article.page_meta.slug,
    title: article.title,
    perex: article.perex?.trim() || null,
    published: new Date(article.date_published).toISOString(),
    image: article.image
      ? responsiveImage(article.image.path, article.image.alt ?? "", CARD_IMAGE)
      : null,
    category: article.category?.title ?? null,
    author: article.author?.title ?? null,
  };
}

/** A category's address from its own document and the site's list of categories. */
export function placeOf(category: ArticleCategory, all: Array<ArticleCategory>): CategoryPlace {
  const masterId = category.master_category?._id;
  const master = masterId ? all.find((entry) => entry._id === masterId) : undefined;
  return master
    ? { slug: master.page_meta.slug, child: category.page_meta.slug }
    : { slug: category.page_meta.slug, child: null };
}

function byWeight(a: ArticleCategory, b: ArticleCategory): number {
  return b.weight - a.weight || a.title.localeCompare(b.title, "cs");
}

/** Top-level categories, heaviest first, each with its children; `currentId` marked. */
export function magazineNavigation(
  categories: Array<ArticleCategory>,
  currentId: string | null,
): Array<MagazineNavEntry> {
  const entry = (category: ArticleCategory): MagazineNavEntry => ({
    title: category.menu_title?.trim() || category.title,
    place: placeOf(category, categories),
    current: category._id === currentId,
    children: categories
      .filter((child) => child.master_category?._id === category._id)
      .sort(byWeight)
      .map(entry),
  });
  const topLevel = categories.filter(
    (category) =>
      !category.master_category ||
      !categories.some((other) => other._id === category.master_category?._id),
  );
  return topLevel.sort(byWeight).map(entry);
}

/** The category a scope names, or where it lives when asked at another address. */
function findCategory(
  categories: Array<ArticleCategory>,
  scope: Extract<MagazineScope, { kind: "category" }>,
): ArticleCategory | MagazineMoved {
  const bySlug = (slug: string) => categories.find((entry) => entry.page_meta.slug === slug);
  const first = bySlug(scope.slug);
  const found = scope.child === null ? first : bySlug(scope.child);
  if (!found || (scope.child !== null && !first)) throw new BffError({ kind: "not_found" }, 404);
  const place = placeOf(found, categories);
  if (place.slug !== scope.slug || place.child !== scope.child) return { kind: "moved", place };
  return found;
}

function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / ARTICLES_PER_PAGE));
}

/**
 * The magazine home, a category (a top-level one lists its children's articles too) or a
 * tag: 15 published articles a page, newest first, with the categories as navigation. A
 * page past the last answers 404; a category asked at another address than its own
 * answers where it lives. Dependency depth 2: the categories and the list's head (list
 * configuration or tag; the home's articles beside them), then a category's or tag's
 * articles.
 */
type ListingArgs<Scope extends MagazineScope> = {
  ctx: RequestContext;
  scope: Scope;
  page: number;
  now?: Date;
};
export async function magazineListing(
  args: ListingArgs<Extract<MagazineScope, { kind: "category" }>>,
): Promise<MagazineListing | MagazineMoved>;
export async function magazineListing(
  args: ListingArgs<Exclude<MagazineScope, { kind: "category" }>>,
): Promise<MagazineListing>;
export async function magazineListing({
  ctx,
  scope,
  page,
  now = new Date(),
}: ListingArgs<MagazineScope>): Promise<MagazineListing | MagazineMoved> {
  const cdnBase = getConfig().IMAGE_CDN_URL;
  const skip = (page - 1) * ARTICLES_PER_PAGE;
  const list = (filter: ArticleFilter) =>
    getArticles({ ctx, filter, skip, limit: ARTICLES_PER_PAGE, now });

  const [categories, head, homeArticles] = await Promise.all([
    getArticleCategories({ ctx }),
    scope.kind === "home"
      ? getListConfiguration({ ctx })
      : scope.kind === "tag"
        ? getArticleTag({ ctx, slug: scope.slug })
        : Promise.resolve(null),
    // The home's articles need nothing first, so they are asked beside the rest.
    scope.kind === "home" ? list({}) : Promise.resolve(null),
  ]);

  let listing: Omit<MagazineListing, "articles" | "page" | "pages" | "total">;
  let filter: ArticleFilter;
  if (scope.kind === "category") {
    const found = findCategory(categories, scope);
    if ("kind" in found) return found;
    const masterId = found.master_category?._id;
    const master = masterId ? categories.find((entry) => entry._id === masterId) : undefined;
    filter = { category: found._id };
    listing = {
      kind: "category",
      title: found.title,
      perex: found.perex?.trim() || null,
      description: null,
      image: null,
      navigation: magazineNavigation(categories, found._id),
      parents: master ? [{ title: master.title, place: placeOf(master, categories) }] : [],
      place: placeOf(found, categories),
      seo: seoFromPageMeta(found.page_meta, { title: found.title, locale: ctx.locale, cdnBase }),
      masterSlugs: master
        ? seoFromPageMeta(master.page_meta, { title: master.title, locale: ctx.locale, cdnBase })
            .slugs
        : {},
    };
  } else if (scope.kind === "tag") {
    if (!head || !("_id" in head)) throw new BffError({ kind: "not_found" }, 404);
    filter = { tag: head._id };
    listing = {
      kind: "tag",
      title: head.title,
      perex: head.perex?.trim() || null,
      description: null,
      image: null,
      navigation: magazineNavigation(categories, null),
      parents: [],
      place: null,
      seo: seoFromPageMeta(head.page_meta, { title: head.title, locale: ctx.locale, cdnBase }),
      masterSlugs: {},
    };
  } else {
    const configuration = head && !("_id" in head) ? head : null;
    filter = {};
    listing = {
      kind: "home",
      title: configuration?.title ?? null,
      perex: configuration?.perex?.trim() || null,
      description: configuration?.description
        ? sanitiseRichText(configuration.description, { locale: ctx.locale })
        : null,
      image: configuration?.image
        ? responsiveImage(configuration.image.path, configuration.image.alt ?? "", HEADER_IMAGE)
        : null,
      navigation: magazineNavigation(categories, null),
      parents: [],
      place: null,
      seo: listedPageSeo({
        title: configuration?.title ?? null,
        description: configuration?.perex?.trim() || null,
      }),
      masterSlugs: {},
    };
  }

  const articles = await (homeArticles ?? list(filter));
  const pages = pageCount(articles.total);
  if (page > pages) throw new BffError({ kind: "not_found" }, 404);
  return {
    ...listing,
    articles: articles.entities.map(toArticleCard),
    page,
    pages,
    total: articles.total,
  };
}
