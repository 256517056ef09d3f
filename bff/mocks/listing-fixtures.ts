import { graphql, http, HttpResponse } from "msw";

import type { CatalogState } from "#bff/cms/schemas-catalog.ts";
import type { CategoryDocument, VirtualCategory } from "#bff/cms/schemas-documents.ts";
import type { Globals } from "#bff/store/schemas.ts";

import { BODY, CZK, MASSAGE_OIL } from "./fixtures.ts";
import { slugLookupHandler } from "./slug-lookup.ts";
import { cmsUrl, storeUrl } from "./urls.ts";

/**
 * A catalogue listing as the CMS answers it, for loader tests: the massage-oil category
 * (store category 31) with two products, colour and brand facets, and its CMS document;
 * the promotions virtual category answers the same catalogue state.
 */

const PAGE_META = {
  slug: "masazni-oleje",
  seo_title: "Masážní oleje pro dlouhé masáže",
  seo_description: "Oleje s vůní vanilky, kokosu a levandule.",
  seo_keywords: null,
  meta_nofollow: false,
  meta_noindex: false,
  share_image: null,
  canonical_slugs: [],
};

export function catalogStateFixture(overrides: Partial<CatalogState> = {}): CatalogState {
  return {
    listing: { type: "category", id: 31, slug: "masazni-oleje", title: "Masážní oleje" },
    products: { entities: [MASSAGE_OIL, BODY], total: 44 },
    pagination: { page: 1, perPage: 21, pages: 3, total: 44 },
    facets: {
      parameters: [
        {
          entityId: 3,
          title: "Vůně",
          type: "list",
          unit: null,
          importantFilter: false,
          closedFilter: true,
          values: [{ _id: 3001, title: "Vanilka", color_hex: null, count: 12, selected: false }],
        },
        {
          entityId: 1,
          title: "Barva",
          type: "color",
          unit: null,
          importantFilter: true,
          closedFilter: false,
          values: [
            { _id: 1001, title: "Růžová", color_hex: "#E58FB0", count: 13, selected: true },
            { _id: 1003, title: "Černá", color_hex: "#2b2b33", count: 10, selected: false },
          ],
        },
      ],
      price: { min: 199, max: 1490, from: null, to: null, currencyCode: "CZK" },
      stock: { selected: false, count: 40 },
      tags: [{ code: "novinka", text: "Novinka", color: "#27ae60", count: 3, selected: false }],
    },
    sort: {
      selected: "recommended",
      options: [
        { code: "recommended", title: "Doporučujeme" },
        { code: "price_asc", title: "Od nejlevnějšího" },
      ],
    },
    ...overrides,
  };
}

const banner = (
  id: string,
  window: Partial<CategoryDocument["banner_catalog"][number]["banner"]>,
) => ({
  position: Number(id.replace(/\D/g, "")),
  banner: {
    _id: id,
    title: `Banner ${id}`,
    url: "/akce-a-slevy",
    image: null,
    main_image_translatable: null,
    customer_group_enabled: [],
    item_id: null,
    item_name: null,
    time_limited: false,
    time_limit_start: null,
    time_limit_end: null,
    ...window,
  },
});

export const OIL_CATEGORY_DOCUMENT: CategoryDocument = {
  _id: "category-31",
  store_id: 31,
  title: "Masážní oleje",
  catalog_settings: { parameters: [] },
  description: "Oleje, které voní a hřejí.",
  text_below_products: "Oleje skladujte v suchu.",
  category_banner: null,
  top_category_image: null,
  page_meta: PAGE_META,
  faq_questions_reference: [
    { _id: "faq-1", title: "Je olej jedlý?", content: "Ne, je určen jen k masáži." },
  ],
  banner_small_reference: [
    {
      _id: "small-vip",
      title: "Jen pro VIP",
      description: null,
      weight: 1,
      customer_group_enabled: ["vip"],
      link: "/vip",
      main_image: null,
    },
  ],
  top_content_reference: [
    { _id: "article-1", title: "Jak vybrat masážní olej", page_meta: { slug: "jak-vybrat-olej" } },
  ],
  content_reference: [
    {
      _id: "article-2",
      title: "Masáž ve dvou krok za krokem",
      page_meta: { slug: "masaz-ve-dvou" },
    },
    { _id: "article-3", title: "Článek bez adresy", page_meta: { slug: "" } },
  ],
  category_video: { title: "Jak masírovat", video_url: "javascript:alert(1)" },
  banner_catalog: [
    banner("current-1", {
      time_limited: true,
      time_limit_start: "2026-11-01T00:00:00Z",
      time_limit_end: "2026-12-01T00:00:00Z",
    }),
    banner("expired-2", {
      time_limited: true,
      time_limit_start: "2026-10-01T00:00:00Z",
      time_limit_end: "2026-11-01T00:00:00Z",
    }),
    banner("always-3", {}),
  ],
  limited_offer_reference: [],
};

export const PINK_OILS: VirtualCategory = {
  _id: "filtered-pink-oils",
  kind: "filtered",
  title: "Růžové oleje",
  store_category_id: 31,
  sliced_tags: [],
  parameters: [{ entityId: 1, values: [1001] }],
  sliced_categories: [],
  sliced_categories_excluded: [],
  price_range: null,
  description: null,
  top_category_image: null,
  page_meta: { ...PAGE_META, slug: "ruzove-oleje" },
};

/** The promotions: the CMS's virtual category of products tagged "akce" (discounted). */
export const PROMOTIONS: VirtualCategory = {
  _id: "virtual-promotions",
  kind: "virtual",
  title: "Akce a slevy",
  store_category_id: null,
  sliced_tags: ["akce"],
  parameters: [],
  sliced_categories: [],
  sliced_categories_excluded: [],
  price_range: null,
  description: "Zboží ve slevě, dokud zásoby stačí.",
  top_category_image: null,
  page_meta: {
    ...PAGE_META,
    slug: "akce-a-slevy",
    seo_title: "Akce a slevy",
    seo_description: "Erotické zboží ve slevě.",
  },
};

/** Top categories: a tile with a category, a gone virtual category and a custom link. */
export const TOP_CATEGORIES = {
  _id: "top-1",
  top_virtual_categories: [
    {
      ...PINK_OILS,
      _id: "virtual-new",
      kind: "virtual" as const,
      title: "Novinky",
      page_meta: { ...PAGE_META, slug: "novinky" },
    },
  ],
  top_categories: [
    {
      title: "Kosmetika pro dlouhé večery ve dvou a masáže celého těla",
      top_category_item_type: "category",
      top_category_image: { path: "categories/30/tile", alt: null },
      top_category_links: [
        {
          title: "Masážní oleje",
          link_type: "category" as const,
          custom_link: null,
          category_link: { entityId: 31 },
          virtual_category_link: null,
        },
        {
          title: "Zrušená kategorie",
          link_type: "virtual_category" as const,
          custom_link: null,
          category_link: null,
          virtual_category_link: { _id: "virtual-gone" },
        },
        {
          title: "Rady k masážím",
          link_type: "article_category" as const,
          custom_link: null,
          category_link: null,
          virtual_category_link: null,
          article_category_link: {
            page_meta: { slug: "masaze" },
            master_category: { page_meta: { slug: "pro-pary" } },
          },
        },
        {
          title: "Vše o silikonu",
          link_type: "article_tag" as const,
          custom_link: null,
          category_link: null,
          virtual_category_link: null,
          article_tag_link: { page_meta: { slug: "silikon" } },
        },
        {
          title: "Poradna",
          link_type: "custom_link" as const,
          custom_link: "/poradna",
          category_link: null,
          virtual_category_link: null,
        },
      ],
    },
  ],
};

/** The store's globals: free shipping from 1 000 Kč, shopping switched on. */
export const STORE_GLOBALS: Globals = {
  contact: {},
  domain: "cz",
  freeShippingAt: 1000,
  orderGiftAt: 2000,
  orderMinimumValue: 0,
  settings: {
    functions: { loyalty_credits: true },
    integrations: {},
    shopping_disabled: false,
    shopping_disabled_text: "",
    restrictedGroups: [],
  },
  variantHash: "default",
  currency: CZK,
  fastestShipper: null,
};

/** Handlers answering the massage-oil listing; `scopes` records what the loader asked for. */
export function listingHandlers(scopes: Array<unknown> = []) {
  return [
    http.get(cmsUrl("/api/catalog/v2/state"), ({ request }) => {
      scopes.push(JSON.parse(new URL(request.url).searchParams.get("scope") ?? "null"));
      return HttpResponse.json(catalogStateFixture());
    }),
    graphql.query("Category", () =>
      HttpResponse.json({ data: { category: OIL_CATEGORY_DOCUMENT } }),
    ),
    slugLookupHandler({ virtual: [PROMOTIONS], filtered: [PINK_OILS] }),
    graphql.query("AllBrands", () =>
      HttpResponse.json({
        data: {
          brand_list: {
            total: 1,
            entities: [
              {
                _id: 2001,
                title: "Amora",
                slug: "amora",
                description: "Amora je česká značka.",
                country: "CZ",
                logo: null,
                weight: 1,
              },
            ],
          },
        },
      }),
    ),
    graphql.query("FilteredCategories", () =>
      HttpResponse.json({ data: { result: { total: 1, entities: [PINK_OILS] } } }),
    ),
    http.get(storeUrl("/api/v1/globals"), () => HttpResponse.json({ data: STORE_GLOBALS })),
  ];
}
