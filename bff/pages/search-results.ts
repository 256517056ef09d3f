import { isPublished } from "#bff/cms/articles.ts";
import { getCatalogState, getCategories, searchCms } from "#bff/cms/catalog.ts";
import { getMenu, MENU_CODES } from "#bff/cms/menus.ts";
import type { MenuItem } from "#bff/cms/schemas.ts";
import {
  searchArticles,
  searchFaqQuestions,
  searchVirtualCategories,
} from "#bff/cms/search-documents.ts";
import type { RequestContext } from "#bff/context.ts";
import { optional } from "#bff/optional.ts";
import { hasRecommender, recommenderSearch } from "#bff/recommender/search.ts";
import type { CatalogSort } from "#bff/rules/catalog-sorts.ts";
import type { ResolvedLink } from "#bff/rules/cms-link.ts";
import { type ListingQuery, toCatalogScope } from "#bff/rules/listing-query.ts";
import { closestByName, rankByParts, type SearchQuery } from "#bff/rules/search-query.ts";

import { boxSettings } from "./box-settings.ts";
import {
  responsiveImage,
  toProductCard,
  type ProductCard,
  type ResponsiveImage,
} from "./product-card.ts";
import { storefrontLinks } from "./storefront-hosts.ts";

/** Spec §9: search 10 a page; the header's dropdown 10 products and 5 categories. */
export const SEARCH_PAGE_SIZE = 10;
export const SUGGESTED_PRODUCTS = 10;
export const SUGGESTED_CATEGORIES = 5;

export type SearchLink = { id: string; title: string; link: ResolvedLink };
export type SearchArticle = {
  id: string;
  title: string;
  slug: string;
  perex: string | null;
  image: ResponsiveImage | null;
};
export type SearchFaq = { id: string; question: string; answer: string };
export type SearchGroup<Item> = { items: Array<Item>; total: number };

export type SearchProducts = SearchGroup<ProductCard> & {
  page: number;
  pages: number;
  /** The store's notice while it does not sell; the boxes then offer no "Do košíku". */
  shoppingDisabledText: string | null;
  /** No product holds every word of the query: those shown hold some of them. */
  someWordsOnly: boolean;
  sort: { selected: CatalogSort; options: Array<{ code: CatalogSort; title: string }> } | null;
};

/** Every group but the products, in the order the page shows them. */
export type SearchGroups = {
  categories: SearchGroup<SearchLink>;
  virtualCategories: SearchGroup<SearchLink>;
  articles: SearchGroup<SearchArticle>;
  faq: SearchGroup<SearchFaq>;
  menuItems: SearchGroup<SearchLink>;
};

const EMPTY = { items: [], total: 0 };
const ARTICLE_IMAGE = { width: 160, height: 107 } as const;

type ProductSearch = { products: SearchProducts; mainCategoryIds: Array<number> };

/**
 * The recommender's ranking when the shop has one and it answers within its 2 s; the CMS's
 * catalogue search otherwise, so a slow or failing recommender never empties the page.
 */
async function rankedProductIds(ctx: RequestContext, query: SearchQuery) {
  if (!hasRecommender()) return null;
  return optional(recommenderSearch({ ctx, queryString: query.text }), {
    ctx,
    what: "recommender search",
  });
}

/**
 * A search's products as boxes, paged and sorted like a listing. Failing, the group is
 * empty and the other groups still show.
 */
export async function searchProducts({
  ctx,
  query,
  sort,
  page,
  perPage,
  imageSize,
}: {
  ctx: RequestContext;
  query: SearchQuery;
  sort: CatalogSort | null;
  page: number;
  perPage: number;
  imageSize?: { width: number; height: number };
}): Promise<ProductSearch> {
  const empty = {
    products: {
      ...EMPTY,
      page: 1,
      pages: 1,
      sort: null,
      shoppingDisabledText: null,
      someWordsOnly: false,
    },
    mainCategoryIds: [],
  };
  if (!query.searchable) return empty;
  const ranked = await rankedProductIds(ctx, query);
  if (ranked?.productIds.length === 0) return { ...empty, mainCategoryIds: ranked.mainCategoryIds };
  const listing: ListingQuery = {
    parameters: [],
    priceFrom: null,
    priceTo: null,
    stock: false,
    tags: [],
    sort,
    page,
  };
  // The query goes along with a ranking too, so the CMS counts what holds every word.
  const scope = ranked
    ? { type: "search" as const, ids: ranked.productIds, query: query.text }
    : { type: "search" as const, query: query.text };
  const [state, settings] = await Promise.all([
    optional(getCatalogState({ ctx, scope: toCatalogScope(scope, listing, perPage) }), {
      ctx,
      what: "search products",
    }),
    boxSettings(ctx),
  ]);
  if (!state) return { ...empty, mainCategoryIds: ranked?.mainCategoryIds ?? [] };
  return {
    products: {
      items: state.products.entities.map((product) =>
        toProductCard(product, {
          freeDeliveryFrom: settings.freeDeliveryFrom,
          imageSize,
          locale: ctx.locale,
          signedIn: ctx.authToken !== null,
        }),
      ),
      total: state.pagination.total,
      page: state.pagination.page,
      pages: state.pagination.pages,
      sort: state.sort,
      shoppingDisabledText: settings.shopping.disabled ? settings.shopping.text : null,
      someWordsOnly: state.pagination.total > 0 && state.listing.all_words_total === 0,
    },
    mainCategoryIds: ranked?.mainCategoryIds ?? [],
  };
}

function linked<T extends { id: string; title: string; link: ResolvedLink | null }>(
  entries: Array<T>,
): Array<SearchLink> {
  return entries.flatMap(({ id, title, link }) => (link ? [{ id, title, link }] : []));
}

async function categoryGroup(ctx: RequestContext, query: SearchQuery, limit: number) {
  const cmsLink = storefrontLinks(ctx.locale);
  const found = await optional(searchCms({ ctx, q: query.text, limit, types: ["category"] }), {
    ctx,
    what: "category search",
  });
  if (!found) return EMPTY;
  const items = linked(
    found.entities.map((hit) => ({ id: hit.id, title: hit.title, link: cmsLink(hit.path) })),
  );
  return { items, total: found.total };
}

async function virtualCategoryGroup(ctx: RequestContext, query: SearchQuery, limit: number) {
  const cmsLink = storefrontLinks(ctx.locale);
  const found = await optional(searchVirtualCategories({ ctx, search: query.text, limit }), {
    ctx,
    what: "virtual category search",
  });
  if (!found) return EMPTY;
  const items = linked(
    found.entities.map((hit) => ({
      id: hit._id,
      title: hit.title,
      link: cmsLink(`/${hit.page_meta.slug}`),
    })),
  );
  return { items, total: found.total };
}

/** Spec §4: an article shows only once its date_published has passed. */
async function articleGroup(ctx: RequestContext, query: SearchQuery, limit: number, now: Date) {
  const found = await optional(searchArticles({ ctx, search: query.text, limit }), {
    ctx,
    what: "article search",
  });
  if (!found) return EMPTY;
  const published = found.entities.filter(
    (article) => isPublished(article, now) && article.page_meta.slug.trim(),
  );
  return {
    items: published.map((article) => ({
      id: article._id,
      title: article.title,
      slug: article.page_meta.slug.trim(),
      perex: article.perex?.trim() || null,
      image: article.image
        ? responsiveImage(article.image.path, article.image.alt ?? "", ARTICLE_IMAGE)
        : null,
    })),
    total: found.total - (found.entities.length - published.length),
  };
}

async function faqGroup(ctx: RequestContext, query: SearchQuery, limit: number) {
  const found = await optional(searchFaqQuestions({ ctx, search: query.text, limit }), {
    ctx,
    what: "faq search",
  });
  if (!found) return EMPTY;
  return {
    items: found.entities.map((faq) => ({ id: faq._id, question: faq.title, answer: faq.content })),
    total: found.total,
  };
}

function flatten(items: Array<MenuItem>): Array<MenuItem> {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

/**
 * The main menu's entries whose title holds some part, those holding more first (spec:
 * menu/FIND_MENU_ITEMS).
 */
async function menuGroup(ctx: RequestContext, query: SearchQuery, limit: number) {
  const menu = await optional(getMenu({ ctx, code: MENU_CODES.main }), {
    ctx,
    what: "menu search",
  });
  if (!menu) return EMPTY;
  const cmsLink = storefrontLinks(ctx.locale);
  const seen = new Set<string>();
  const found = linked(
    rankByParts(flatten(menu.items), query.parts, (item) => item.title).map((item) => ({
      id: String(item.id),
      title: item.title,
      link: cmsLink(item.path),
    })),
  ).filter((item) => !seen.has(item.link.href) && seen.add(item.link.href));
  return { items: found.slice(0, limit), total: found.length };
}

/**
 * Every group but the products, each from its own source at once; a group whose source
 * fails is empty. A query without a 3-character part searches nothing (spec §5).
 */
export async function searchGroups({
  ctx,
  query,
  limits,
  now = new Date(),
}: {
  ctx: RequestContext;
  query: SearchQuery;
  limits: { categories: number; others: number };
  now?: Date;
}): Promise<SearchGroups> {
  if (!query.searchable) {
    return {
      categories: EMPTY,
      virtualCategories: EMPTY,
      articles: EMPTY,
      faq: EMPTY,
      menuItems: EMPTY,
    };
  }
  const [categories, virtualCategories, articles, faq, menuItems] = await Promise.all([
    categoryGroup(ctx, query, limits.categories),
    virtualCategoryGroup(ctx, query, limits.others),
    articleGroup(ctx, query, limits.others, now),
    faqGroup(ctx, query, limits.others),
    menuGroup(ctx, query, limits.others),
  ]);
  // A menu entry leading to a category already listed is no second result.
  const listed = new Set(
    [...categories.items, ...virtualCategories.items].map((item) => item.link.href),
  );
  const menuOnly = menuItems.items.filter((item) => !listed.has(item.link.href));
  return {
    categories,
    virtualCategories,
    articles,
    faq,
    menuItems: {
      items: menuOnly,
      total: menuItems.total - (menuItems.items.length - menuOnly.length),
    },
  };
}

/**
 * The category a query is most about: where most of the recommender's best results live,
 * else the store category whose name is most like the query (a typo still finds it).
 */
export async function closestCategory({
  ctx,
  query,
  mainCategoryIds,
}: {
  ctx: RequestContext;
  query: SearchQuery;
  mainCategoryIds: Array<number>;
}): Promise<SearchLink | null> {
  if (!query.searchable) return null;
  const categories = await optional(getCategories({ ctx }), { ctx, what: "categories" });
  if (!categories) return null;
  const counts = new Map<number, number>();
  for (const id of mainCategoryIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  const [mostCommon] = [...counts].sort((a, b) => b[1] - a[1]);
  const category =
    categories.find((entry) => entry.id === mostCommon?.[0]) ?? closestByName(query, categories);
  if (!category) return null;
  const link = storefrontLinks(ctx.locale)(`/${category.slug}`);
  return link ? { id: String(category.id), title: category.name, link } : null;
}
