import * as z from "zod";

import { log } from "#bff/log.ts";

/**
 * The CMS's GraphQL documents as the storefront reads them (SDL: sandbox/cms/schema.graphql).
 * Rich text is a JSON document the renderer walks, so it stays `unknown` here.
 */

const RichTextSchema = z.unknown();

export const ImagePathSchema = z.object({ path: z.string().min(1), alt: z.string().nullish() });

const EntityReferenceSchema = z.object({ entityId: z.number().int() });

export const PageMetaSchema = z.object({
  slug: z.string(),
  seo_title: z.string().nullish(),
  seo_description: z.string().nullish(),
  seo_keywords: z.string().nullish(),
  meta_nofollow: z.boolean(),
  meta_noindex: z.boolean(),
  share_image: ImagePathSchema.nullish(),
  canonical_slugs: z.array(z.object({ language: z.string(), slug: z.string() })),
});

/**
 * The language a document's words are in, as the CMS names it (`cs`, `de-DE`): a CMS that
 * falls back to its main language for a missing translation says so here. Absent when the
 * CMS does not tell.
 */
export const DocumentLocaleSchema = z.string().nullish();

const LookupErrorSchema = z.object({ statusCode: z.number().int(), message: z.string() }).nullish();

/** A GraphQL list answer: one page of entities and the total. */
export const page = <T extends z.ZodType>(entity: T) =>
  z.object({ entities: z.array(entity), total: z.number().int().nonnegative() });

// Blocks

const UniqueSellingPointSchema = z.object({
  _id: z.string().nullish(),
  title: z.string(),
  description: z.string().nullish(),
  icon: z.string().nullish(),
  link: z.string().nullish(),
  weight: z.number().int().nullish(),
});
export type UniqueSellingPoint = z.infer<typeof UniqueSellingPointSchema>;

const block = <Name extends string, Shape extends z.ZodRawShape>(name: Name, shape: Shape) =>
  z.object({ __typename: z.literal(name), _id: z.string(), ...shape });

/** Every block kind of pages, content pages and the homepage. */
export const ContentBlockSchema = z.discriminatedUnion("__typename", [
  block("ProductsBlock", {
    title: z.string().nullish(),
    product_reference: z.array(EntityReferenceSchema),
  }),
  block("TextBlock", { text: z.string() }),
  block("RichTextBlock", { content: RichTextSchema }),
  block("CategoriesBlock", {
    title: z.string().nullish(),
    category_reference: z.array(EntityReferenceSchema),
  }),
  block("BenefitBodyBlock", {
    title: z.string().nullish(),
    items: z.array(z.object({ title: z.string(), text: z.string(), icon: z.string().nullish() })),
  }),
  block("BigTitleBlock", { title: z.string(), subtitle: z.string().nullish() }),
  block("CollapsibleBlock", { title: z.string(), content: RichTextSchema, open: z.boolean() }),
  block("CuratedGuidesBlock", {
    title: z.string().nullish(),
    guides: z.array(
      z.object({
        title: z.string(),
        slug: z.string(),
        perex: z.string().nullish(),
        image: ImagePathSchema.nullish(),
      }),
    ),
  }),
  block("CuratedGuideProductsBlock", {
    title: z.string().nullish(),
    guide_slug: z.string(),
    product_reference: z.array(EntityReferenceSchema),
  }),
  block("NewsletterBlock", { title: z.string(), text: z.string().nullish(), source: z.string() }),
  block("QuoteBlock", { text: z.string(), author: z.string().nullish() }),
  block("TextBoxesBlock", {
    text_boxes: z.array(
      z.object({
        text: z.string(),
        text_color: z.string().nullish(),
        background_color: z.string().nullish(),
        box_styles: z.string().nullish(),
      }),
    ),
    button: z
      .object({
        text: z.string(),
        link: z.string(),
        text_color: z.string().nullish(),
        background_color: z.string().nullish(),
        style: z.string().nullish(),
      })
      .nullish(),
  }),
  block("UniqueSellingPointsBlock", {
    title: z.string().nullish(),
    items: z.array(UniqueSellingPointSchema),
  }),
  block("ImageBlock", { image: ImagePathSchema, link: z.string().nullish() }),
  block("ButtonBlock", {
    title: z.string(),
    link: z.string(),
    color: z.string().nullish(),
    size: z.string().nullish(),
  }),
]);
export type ContentBlock = z.infer<typeof ContentBlockSchema>;

/**
 * A page's blocks, checked one by one: a block of an unknown kind or an unexpected shape
 * is dropped and logged, so one bad block never takes its page down.
 */
export const ContentBlockListSchema = z.array(z.unknown()).transform((blocks) =>
  blocks.flatMap((block): Array<ContentBlock> => {
    const parsed = ContentBlockSchema.safeParse(block);
    if (parsed.success) return [parsed.data];
    log.warn("content block skipped", {
      kind: String((block as { __typename?: unknown } | null)?.__typename),
    });
    return [];
  }),
);

// Pages

export const PageSchema = z.object({
  _id: z.string(),
  title: z.string(),
  locale: DocumentLocaleSchema,
  content: RichTextSchema,
  custom_menu_code: z.string().nullish(),
  contact_box_reference: z
    .object({ title_frontend: z.string(), description: z.string(), show_button: z.boolean() })
    .nullish(),
  page_meta: PageMetaSchema,
  url_rewrite: z.string().nullish(),
  content_blocks: ContentBlockListSchema,
});
export type Page = z.infer<typeof PageSchema>;

export const PageLookupSchema = z.object({
  page: z.object({
    entities: z.array(PageSchema),
    total: z.number().int(),
    error: LookupErrorSchema,
  }),
});

export const ContentPageSchema = z.object({
  _id: z.string(),
  title: z.string(),
  pagination: z.boolean(),
  blocks_per_page: z.number().int().nullish(),
  content_blocks: ContentBlockListSchema,
  background_image: ImagePathSchema.nullish(),
  page_meta: PageMetaSchema,
});
export type ContentPage = z.infer<typeof ContentPageSchema>;

export const ContentPageLookupSchema = z.object({
  content_page: z.object({
    entities: z.array(ContentPageSchema),
    total: z.number().int(),
    error: LookupErrorSchema,
  }),
});

export const PageListSchema = z.object({ page_list: page(PageSchema) });

// Frame and settings

export const GlobalSettingsSchema = z.object({
  integrations: z.object({
    welcome_campaign: z.string(),
    welcome_campaign_coupon: z.string().nullish(),
    welcome_campaign_coupon_value: z.string().nullish(),
    welcome_campaign_limit: z.string().nullish(),
    shop_certification_public_key: z.string().nullish(),
    price_comparison_shop_id: z.string().nullish(),
    cookie_bar: z.object({
      enabled: z.boolean(),
      position: z.enum(["top", "bottom"]),
      text: z.string(),
      consent_id: z.string().nullish(),
    }),
  }),
  functions: z.object({
    shopping_lists: z.string(),
    users_addresses: z.string(),
    loyalty_credits: z.string(),
  }),
  cartConfiguration: z.object({
    shopping_disabled: z.boolean(),
    shopping_disabled_text: z.string().nullish(),
  }),
  configuration_products: z.object({ show_free_delivery_tag_by_price: z.boolean() }),
  topBanner: z.object({ enabled: z.boolean(), domain_enabled: z.array(z.string()) }),
  fastestShipper: z
    .object({ code: z.string(), title: z.string(), delivery_days: z.number().int() })
    .nullish(),
  shippers: z.array(z.object({ code: z.string() })),
});
export type GlobalSettings = z.infer<typeof GlobalSettingsSchema>;

export const FooterSchema = z.object({
  contact: z.object({ phone: z.string(), email: z.string(), opening_hours: z.string() }),
  badges: z.array(
    z.object({ title: z.string(), url: z.string().nullish(), image: ImagePathSchema.nullish() }),
  ),
  social_links: z.array(z.object({ title: z.string(), url: z.string() })),
  menu_codes: z.array(z.string()),
  copyright: z.string(),
});

export const CartConfigurationSchema = z.object({
  _id: z.string(),
  shopping_disabled: z.boolean(),
  shopping_disabled_text: z.string().nullish(),
  gift_text: z.string().nullish(),
  discreet_packaging_text: z.string().nullish(),
  free_shipping_text: z.string().nullish(),
});

export const ErrorPageSchema = z.object({
  _id: z.string(),
  status_code: z.number().int(),
  title: z.string(),
  content: RichTextSchema,
});

export const TopBannerSchema = z.object({
  _id: z.string(),
  enabled: z.boolean(),
  domain_enabled: z.array(z.string()),
  text: z.string(),
  link: z.string().nullish(),
  background_color: z.string().nullish(),
  text_color: z.string().nullish(),
});

/** The frame's documents, read in one query at start-up. */
export const SiteSettingsSchema = z.object({
  global_settings: GlobalSettingsSchema,
  footer: FooterSchema.nullable(),
  cart_configuration: CartConfigurationSchema.nullable(),
  error_pages: z.array(ErrorPageSchema),
  top_banner: TopBannerSchema.nullable(),
  unique_selling_points: z.array(UniqueSellingPointSchema),
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

const TimeWindowShape = {
  time_limited: z.boolean(),
  time_limit_start: z.string().nullish(),
  time_limit_end: z.string().nullish(),
};

export const BannerSchema = z.object({
  _id: z.string(),
  kind: z.enum(["catalog", "small"]),
  store_category_id: z.number().int().nullish(),
  title: z.string(),
  url: z.string().nullish(),
  description: z.string().nullish(),
  position: z.number().int().nullish(),
  main_image: ImagePathSchema.nullish(),
  customer_group_enabled: z.array(z.string()),
  weight: z.number().int(),
  ...TimeWindowShape,
});

export const WideBannerSchema = z.object({
  _id: z.string(),
  title: z.string(),
  url: z.string().nullish(),
  banner_wide_button_text: z.string().nullish(),
  banner_wide_text: z.string().nullish(),
  banner_wide_text_2: z.string().nullish(),
  main_image: ImagePathSchema.nullish(),
  main_image_translatable: ImagePathSchema.nullish(),
  weight: z.number().int(),
  item_id: z.string().nullish(),
  item_name: z.string().nullish(),
  enabled: z.boolean(),
  ...TimeWindowShape,
});
export type WideBanner = z.infer<typeof WideBannerSchema>;

export const InfoBoxSchema = z.object({
  _id: z.string(),
  box_color: z.string().nullish(),
  order: z.number().int(),
  text: z.string(),
});

export const BannersSchema = z.object({
  banner_list: page(BannerSchema),
  wide_banner_list: page(WideBannerSchema),
  info_box_list: page(InfoBoxSchema),
});

export const SlugMetadataSchema = z.object({
  slug_metadata: z.array(
    z.object({
      slug: z.string(),
      lang: z.string(),
      type: z.string(),
      entity_id: z.string(),
      title: z.string(),
      canonical_slugs: z.array(z.object({ language: z.string(), slug: z.string() })),
    }),
  ),
});
