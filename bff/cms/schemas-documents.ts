import * as z from "zod";

import { ImagePathSchema, page, PageMetaSchema } from "./schemas-content.ts";

/** The CMS's GraphQL catalogue documents: brands, materials, parameters and categories. */

const EntityReferenceSchema = z.object({ entityId: z.number().int() });

export const BrandSchema = z.object({
  _id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  country: z.string(),
  logo: ImagePathSchema.nullish(),
  weight: z.number().int(),
});
export type Brand = z.infer<typeof BrandSchema>;
export const BrandListSchema = z.object({ brand_list: page(BrandSchema) });

export const MaterialSchema = z.object({
  _id: z.number().int(),
  title: z.string(),
  description: z.string(),
  material_hygiene: z.string(),
  material_lubricants: z.string(),
});
export const MaterialListSchema = z.object({ material_list: page(MaterialSchema) });

export const ParameterValueSchema = z.object({
  _id: z.number().int(),
  parameter_id: z.number().int(),
  title: z.string(),
  description_short: z.string().nullish(),
  description_long: z.string().nullish(),
  link_url: z.string().nullish(),
  color_hex: z.string().nullish(),
  parameter_value_image: ImagePathSchema.nullish(),
  hide_product_detail: z.boolean(),
});

export const ParameterValueListSchema = z.object({
  parameter_value_list: page(ParameterValueSchema),
});

export const ParameterSchema = z.object({
  _id: z.number().int(),
  title: z.string(),
  parameter_type: z.string(),
  parameter_unit: z.string().nullish(),
  link_to_virtual_category: z.string().nullish(),
  description: z.string().nullish(),
  parameter_hide_product_detail: z.boolean(),
  values: z.array(ParameterValueSchema),
});
export type Parameter = z.infer<typeof ParameterSchema>;
export const ParameterListSchema = z.object({ parameter_list: page(ParameterSchema) });

const TimeWindowShape = {
  time_limited: z.boolean(),
  time_limit_start: z.string().nullish(),
  time_limit_end: z.string().nullish(),
};

/** A magazine article a category refers to: enough to link it by its slug. */
const ArticleReferenceSchema = z.object({
  _id: z.string(),
  title: z.string(),
  page_meta: z.object({ slug: z.string() }),
});

export const CategoryDocumentSchema = z.object({
  _id: z.string(),
  store_id: z.number().int(),
  title: z.string(),
  catalog_settings: z.object({
    parameters: z.array(
      z.object({
        entityId: z.number().int(),
        importantFilter: z.boolean(),
        closedFilter: z.boolean(),
      }),
    ),
  }),
  description: z.unknown(),
  text_below_products: z.string().nullish(),
  category_banner: ImagePathSchema.nullish(),
  top_category_image: ImagePathSchema.nullish(),
  page_meta: PageMetaSchema,
  faq_questions_reference: z.array(
    z.object({ _id: z.string(), title: z.string(), content: z.string() }),
  ),
  banner_small_reference: z.array(
    z.object({
      _id: z.string(),
      title: z.string(),
      description: z.string().nullish(),
      weight: z.number().int(),
      customer_group_enabled: z.array(z.string()),
      link: z.string().nullish(),
      main_image: ImagePathSchema.nullish(),
    }),
  ),
  top_content_reference: z.array(ArticleReferenceSchema),
  content_reference: z.array(ArticleReferenceSchema),
  category_video: z.object({ title: z.string(), video_url: z.string() }).nullish(),
  banner_catalog: z.array(
    z.object({
      position: z.number().int(),
      banner: z.object({
        _id: z.string(),
        title: z.string(),
        url: z.string().nullish(),
        image: ImagePathSchema.nullish(),
        main_image_translatable: ImagePathSchema.nullish(),
        customer_group_enabled: z.array(z.string()),
        item_id: z.string().nullish(),
        item_name: z.string().nullish(),
        ...TimeWindowShape,
      }),
    }),
  ),
  limited_offer_reference: z.array(
    z.object({
      _id: z.string(),
      type: z.string(),
      title: z.string(),
      active: z.boolean(),
      offer_datetime_from: z.string().nullish(),
      offer_datetime: z.string().nullish(),
      text_button: z.string().nullish(),
      domain_enabled: z.array(z.string()),
      product_reference: EntityReferenceSchema.nullish(),
    }),
  ),
});
export type CategoryDocument = z.infer<typeof CategoryDocumentSchema>;
export const CategoryDocumentResultSchema = z.object({
  category: CategoryDocumentSchema.nullable(),
});

export const VirtualCategorySchema = z.object({
  _id: z.string(),
  kind: z.enum(["virtual", "filtered"]),
  title: z.string(),
  store_category_id: z.number().int().nullish(),
  sliced_tags: z.array(z.string()),
  parameters: z.array(z.object({ entityId: z.number().int(), values: z.array(z.number().int()) })),
  sliced_categories: z.array(EntityReferenceSchema),
  sliced_categories_excluded: z.array(EntityReferenceSchema),
  price_range: z
    .object({
      price_from: z.number().nullable(),
      price_to: z.number().nullable(),
      currency_code: z.string(),
    })
    .nullish(),
  description: z.unknown(),
  top_category_image: ImagePathSchema.nullish(),
  page_meta: PageMetaSchema,
});
export type VirtualCategory = z.infer<typeof VirtualCategorySchema>;
export const VirtualCategoryPageSchema = page(VirtualCategorySchema);

export const TopCategoriesConfigurationSchema = z.object({
  configuration_top_categories: z
    .object({
      _id: z.string(),
      top_virtual_categories: z.array(VirtualCategorySchema),
      top_categories: z.array(
        z.object({
          title: z.string(),
          top_category_item_type: z.string(),
          top_category_image: ImagePathSchema.nullish(),
          top_category_links: z.array(
            z.object({
              title: z.string(),
              link_type: z.enum([
                "category",
                "virtual_category",
                "article_category",
                "article_tag",
                "custom_link",
              ]),
              custom_link: z.string().nullish(),
              category_link: EntityReferenceSchema.nullish(),
              virtual_category_link: z.object({ _id: z.string() }).nullish(),
              article_category_link: z
                .object({
                  page_meta: z.object({ slug: z.string() }),
                  master_category: z
                    .object({ page_meta: z.object({ slug: z.string() }) })
                    .nullish(),
                })
                .nullish(),
              article_tag_link: z.object({ page_meta: z.object({ slug: z.string() }) }).nullish(),
            }),
          ),
        }),
      ),
    })
    .nullable(),
});
