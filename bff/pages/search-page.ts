import type { RequestContext } from "#bff/context.ts";
import type { CatalogSort } from "#bff/rules/catalog-sorts.ts";
import { boxedImage, SUGGESTION_IMAGE } from "#bff/rules/image-box.ts";
import type { SearchQuery } from "#bff/rules/search-query.ts";

import type { ResponsiveImage } from "./product-card.ts";
import {
  closestCategory,
  SEARCH_PAGE_SIZE,
  searchGroups,
  searchProducts,
  SUGGESTED_CATEGORIES,
  SUGGESTED_PRODUCTS,
  type SearchGroups,
  type SearchLink,
  type SearchProducts,
} from "./search-results.ts";
import { topCategories, type TopCategories } from "./top-categories.ts";

export type SearchPage = {
  query: { text: string; searchable: boolean };
  products: SearchProducts;
  groups: SearchGroups;
  /** Everything found, over all groups. */
  found: number;
  /** Where a search that found nothing may continue: the query's closest category. */
  closestCategory: SearchLink | null;
  /** The shop's top categories, for a search that found nothing. */
  topCategories: TopCategories | null;
};

function countFound(products: SearchProducts, groups: SearchGroups): number {
  return Object.values(groups).reduce((sum, group) => sum + group.total, products.total);
}

/**
 * The search page: products (10 a page, sorted like a listing) and every other group with
 * its total, all asked at once; with a recommender its ranking comes before the boxes of
 * that page. Only a search that found nothing asks one round more, for where to go on:
 * the closest category and the top categories (both cached catalogue reads).
 */
export async function searchPage({
  ctx,
  query,
  sort,
  page,
  now = new Date(),
}: {
  ctx: RequestContext;
  query: SearchQuery;
  sort: CatalogSort | null;
  page: number;
  now?: Date;
}): Promise<SearchPage> {
  const [{ products, mainCategoryIds }, groups] = await Promise.all([
    searchProducts({ ctx, query, sort, page, perPage: SEARCH_PAGE_SIZE }),
    searchGroups({
      ctx,
      query,
      limits: { categories: SEARCH_PAGE_SIZE, others: SEARCH_PAGE_SIZE },
      now,
    }),
  ]);
  const found = countFound(products, groups);
  const [closest, top] =
    found === 0
      ? await Promise.all([
          closestCategory({ ctx, query, mainCategoryIds }),
          topCategories({ ctx }),
        ])
      : [null, null];
  return {
    query: { text: query.text, searchable: query.searchable },
    products,
    groups,
    found,
    closestCategory: closest,
    topCategories: top,
  };
}

export type SuggestedProduct = {
  id: number;
  name: string;
  slug: string;
  image: ResponsiveImage | null;
  price: number;
  isAvailable: boolean;
};

export type SearchSuggestions = {
  query: string;
  products: { items: Array<SuggestedProduct>; total: number };
  groups: SearchGroups;
};

/** Other groups in the dropdown: a few each, the page has the rest. */
const SUGGESTED_OTHERS = 3;

/**
 * The header's suggestions while typing: 10 products, 5 categories and a few of each other
 * group, every group with its total for the "all results" link. Public catalogue reads, so
 * each call is answered from the data cache when another shopper asked the same.
 */
export async function searchSuggestions({
  ctx,
  query,
  now = new Date(),
}: {
  ctx: RequestContext;
  query: SearchQuery;
  now?: Date;
}): Promise<SearchSuggestions> {
  const [{ products }, groups] = await Promise.all([
    searchProducts({
      ctx,
      query,
      sort: null,
      page: 1,
      perPage: SUGGESTED_PRODUCTS,
      imageSize: SUGGESTION_IMAGE,
    }),
    searchGroups({
      ctx,
      query,
      limits: { categories: SUGGESTED_CATEGORIES, others: SUGGESTED_OTHERS },
      now,
    }),
  ]);
  return {
    query: query.text,
    products: {
      items: products.items.map((card) => ({
        id: card.id,
        name: card.name,
        slug: card.slug,
        image: card.image ? boxedImage(card.image, SUGGESTION_IMAGE) : null,
        price: card.price,
        isAvailable: card.isAvailable,
      })),
      total: products.total,
    },
    groups,
  };
}
