import { gql } from "@urql/core";

import type { RequestContext } from "#bff/context.ts";

import { cmsQuery } from "./graphql.ts";
import {
  BannersSchema,
  PageListSchema,
  PageLookupSchema,
  SiteSettingsSchema,
  SlugMetadataSchema,
} from "./schemas-content.ts";

/** GraphQL reads of the content side: pages, site settings, banners and slug metadata. */

const IMAGE = "path alt";
/** The page_meta fields every document query asks for. */
export const PAGE_META = `slug seo_title seo_description seo_keywords meta_nofollow meta_noindex
  share_image { ${IMAGE} } canonical_slugs { language slug }`;
const USP = "_id title description icon link weight";

/** Every block kind's fields, shared by the page, content page and homepage queries. */
export const CONTENT_BLOCKS = `
  __typename
  ... on ProductsBlock { _id title product_reference { entityId } }
  ... on TextBlock { _id text }
  ... on RichTextBlock { _id content }
  ... on CategoriesBlock { _id title category_reference { entityId } }
  ... on BenefitBodyBlock { _id title items { title text icon } }
  ... on BigTitleBlock { _id title subtitle }
  ... on CollapsibleBlock { _id title content open }
  ... on CuratedGuidesBlock { _id title guides { title slug perex image { ${IMAGE} } } }
  ... on CuratedGuideProductsBlock { _id title guide_slug product_reference { entityId } }
  ... on NewsletterBlock { _id title text source }
  ... on QuoteBlock { _id text author }
  ... on TextBoxesBlock {
    _id
    text_boxes { text text_color background_color box_styles }
    button { text link text_color background_color style }
  }
  ... on UniqueSellingPointsBlock { _id title items { ${USP} } }
  ... on ImageBlock { _id image { ${IMAGE} } link }
  ... on ButtonBlock { _id title link color size }
`;

export const PAGE_FIELDS = `_id title locale content custom_menu_code
  contact_box_reference { title_frontend description show_button }
  page_meta { ${PAGE_META} } url_rewrite content_blocks { ${CONTENT_BLOCKS} }`;

const PAGE_QUERY = gql`
  query Page($slug: String!) {
    page(slug: $slug) { total error { statusCode message } entities { ${PAGE_FIELDS} } }
  }
`;

/** A text page by slug: `{ entities, total, error }`, error.statusCode 404 when missing. */
export async function getPageBySlug({ ctx, slug }: { ctx: RequestContext; slug: string }) {
  const data = await cmsQuery({
    ctx,
    query: PAGE_QUERY,
    variables: { slug },
    schema: PageLookupSchema,
  });
  return data.page;
}

export const CONTENT_PAGE_FIELDS = `_id title pagination blocks_per_page
  background_image { ${IMAGE} } page_meta { ${PAGE_META} } content_blocks { ${CONTENT_BLOCKS} }`;

const PAGE_LIST_QUERY = gql`
  query PageList($skip: Int, $limit: Int) {
    page_list(skip: $skip, limit: $limit) { total entities { ${PAGE_FIELDS} } }
  }
`;

/** Pages for the sitemap and menus; only pages with page_meta are kept (spec §4). */
export async function getPageList({ ctx }: { ctx: RequestContext }) {
  const data = await cmsQuery({ ctx, query: PAGE_LIST_QUERY, schema: PageListSchema });
  return data.page_list.entities.filter((entry) => entry.page_meta.slug !== "");
}

const SITE_SETTINGS_QUERY = gql`
  query SiteSettings {
    global_settings {
      integrations {
        welcome_campaign welcome_campaign_coupon welcome_campaign_coupon_value
        welcome_campaign_limit shop_certification_public_key price_comparison_shop_id
        cookie_bar { enabled position text consent_id }
      }
      functions { shopping_lists users_addresses loyalty_credits }
      cartConfiguration { shopping_disabled shopping_disabled_text }
      configuration_products { show_free_delivery_tag_by_price }
      topBanner { enabled domain_enabled }
      fastestShipper { code title delivery_days }
      shippers { code }
    }
    footer {
      contact { phone email opening_hours }
      badges { title url image { ${IMAGE} } }
      social_links { title url }
      menu_codes
      copyright
    }
    cart_configuration {
      _id shopping_disabled shopping_disabled_text gift_text discreet_packaging_text free_shipping_text
    }
    error_pages { _id status_code title content }
    top_banner { _id enabled domain_enabled text link background_color text_color }
    unique_selling_points { ${USP} }
  }
`;

/** The site frame's CMS documents: global settings, footer, cart configuration, error pages, top banner, selling points. */
export function getSiteSettings({ ctx }: { ctx: RequestContext }) {
  return cmsQuery({ ctx, query: SITE_SETTINGS_QUERY, schema: SiteSettingsSchema });
}

const TIME_WINDOW = "time_limited time_limit_start time_limit_end";

const BANNERS_QUERY = gql`
  query Banners($storeCategoryId: Int) {
    banner_list(store_category_id: $storeCategoryId) {
      total
      entities {
        _id kind store_category_id title url description position main_image { ${IMAGE} }
        customer_group_enabled weight ${TIME_WINDOW}
      }
    }
    wide_banner_list {
      total
      entities {
        _id title url banner_wide_button_text banner_wide_text banner_wide_text_2
        main_image { ${IMAGE} } main_image_translatable { ${IMAGE} } weight item_id item_name
        enabled ${TIME_WINDOW}
      }
    }
    info_box_list { total entities { _id box_color order text } }
  }
`;

/** Banners (optionally of one store category), wide banners and info boxes. */
export function getBanners({
  ctx,
  storeCategoryId,
}: {
  ctx: RequestContext;
  storeCategoryId?: number;
}) {
  return cmsQuery({
    ctx,
    query: BANNERS_QUERY,
    variables: { storeCategoryId: storeCategoryId ?? null },
    schema: BannersSchema,
  });
}

const SLUG_METADATA_QUERY = gql`
  query SlugMetadata($slugs: [String!], $lang: String) {
    slug_metadata(slugs: $slugs, lang: $lang) {
      slug
      lang
      type
      entity_id
      title
      canonical_slugs {
        language
        slug
      }
    }
  }
`;

/**
 * What slugs name in the page's language, or in any with `lang: null` (a link written in
 * one language's words, looked up for another); without slugs every non-product slug, for
 * routing at start-up.
 */
export async function getSlugMetadata({
  ctx,
  slugs,
  lang = ctx.locale,
}: {
  ctx: RequestContext;
  slugs?: Array<string>;
  lang?: string | null;
}) {
  const data = await cmsQuery({
    ctx,
    query: SLUG_METADATA_QUERY,
    variables: { slugs: slugs ?? null, lang },
    schema: SlugMetadataSchema,
  });
  return data.slug_metadata;
}
