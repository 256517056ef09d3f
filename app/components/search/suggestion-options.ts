import { articleHref } from "#app/seo/page-href.ts";
import { href, type Locale } from "#app/utils/href.ts";
import type { SearchSuggestions, SuggestedProduct } from "#bff/pages/search-page.ts";

import { SEARCH_GROUP_ANCHORS, type SearchGroupKey, searchHref } from "./search-href.ts";

export type SuggestionOption = {
  /** Unique within the list: the listbox's aria-activedescendant names it. */
  id: string;
  href: string;
  label: string;
  /** External CMS links leave the app; everything else navigates within it. */
  external: boolean;
  product: SuggestedProduct | null;
  /** The group's "all N results" entry, leading to its part of the search page. */
  all: boolean;
};

export type SuggestionGroup = {
  key: SearchGroupKey;
  total: number;
  options: Array<SuggestionOption>;
};

type Entry = Pick<SuggestionOption, "href" | "label" | "external" | "product">;

const link = (item: { title: string; link: { href: string; external: boolean } }): Entry => ({
  href: item.link.href,
  label: item.title,
  external: item.link.external,
  product: null,
});

/**
 * The dropdown's groups in the page's order, each with its options and a last "all
 * results" option; groups that found nothing are left out. `idPrefix` keeps option ids
 * unique on the page.
 */
export function suggestionGroups(
  data: SearchSuggestions,
  { locale, idPrefix }: { locale: Locale; idPrefix: string },
): Array<SuggestionGroup> {
  const base = href("search", locale);
  const { groups } = data;
  // FAQ answers have no page of their own: they open on the search page's FAQ group.
  const faqHref = searchHref(base, data.query, { anchor: SEARCH_GROUP_ANCHORS.faq });
  const entries: Record<SearchGroupKey, { total: number; items: Array<Entry> }> = {
    products: {
      total: data.products.total,
      items: data.products.items.map((product) => ({
        href: href("product", locale, { slug: product.slug }),
        label: product.name,
        external: false,
        product,
      })),
    },
    categories: { total: groups.categories.total, items: groups.categories.items.map(link) },
    virtualCategories: {
      total: groups.virtualCategories.total,
      items: groups.virtualCategories.items.map(link),
    },
    articles: {
      total: groups.articles.total,
      items: groups.articles.items.map((article) => ({
        href: articleHref(locale, article.slug),
        label: article.title,
        external: false,
        product: null,
      })),
    },
    faq: {
      total: groups.faq.total,
      items: groups.faq.items.map((faq) => ({
        href: faqHref,
        label: faq.question,
        external: false,
        product: null,
      })),
    },
    menuItems: { total: groups.menuItems.total, items: groups.menuItems.items.map(link) },
  };
  return (Object.keys(SEARCH_GROUP_ANCHORS) as Array<SearchGroupKey>)
    .filter((key) => entries[key].total > 0)
    .map((key) => {
      const { total, items } = entries[key];
      const all: SuggestionOption = {
        id: `${idPrefix}-${key}-all`,
        href: searchHref(base, data.query, { anchor: SEARCH_GROUP_ANCHORS[key] }),
        label: "",
        external: false,
        product: null,
        all: true,
      };
      return {
        key,
        total,
        options: [
          ...items.map((item, index) => ({
            ...item,
            id: `${idPrefix}-${key}-${index}`,
            all: false,
          })),
          all,
        ],
      };
    });
}
