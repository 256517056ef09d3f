import { gql } from "@urql/core";
import * as z from "zod";

import type { RequestContext } from "#bff/context.ts";

import { PAGE_META } from "./content.ts";
import { cmsQuery } from "./graphql.ts";
import {
  BrandListSchema,
  CategoryDocumentResultSchema,
  MaterialListSchema,
  ParameterListSchema,
  ParameterValueListSchema,
  TopCategoriesConfigurationSchema,
  VirtualCategoryPageSchema,
} from "./schemas-documents.ts";

/** GraphQL reads of the CMS's catalogue documents. */

const IMAGE = "path alt";

const BRANDS_QUERY = gql`
  query Brands($ids: [Int!]) {
    brand_list(ids: $ids) { total entities { _id title slug description country logo { ${IMAGE} } weight } }
  }
`;

/** Brands by the value ids of a product's brand parameter. */
export async function getBrands({ ctx, ids }: { ctx: RequestContext; ids: Array<number> }) {
  if (ids.length === 0) return [];
  const data = await cmsQuery({
    ctx,
    query: BRANDS_QUERY,
    variables: { ids },
    schema: BrandListSchema,
  });
  return data.brand_list.entities;
}

const ALL_BRANDS_QUERY = gql`
  query AllBrands {
    brand_list(limit: 1000) { total entities { _id title slug description country logo { ${IMAGE} } weight } }
  }
`;

/** Every brand, for the brand list and brand pages. */
export async function getAllBrands({ ctx }: { ctx: RequestContext }) {
  const data = await cmsQuery({ ctx, query: ALL_BRANDS_QUERY, schema: BrandListSchema });
  return data.brand_list.entities;
}

const MATERIALS_QUERY = gql`
  query Materials($ids: [Int!]) {
    material_list(ids: $ids) {
      total
      entities {
        _id
        title
        description
        material_hygiene
        material_lubricants
      }
    }
  }
`;

export async function getMaterials({ ctx, ids }: { ctx: RequestContext; ids: Array<number> }) {
  if (ids.length === 0) return [];
  const data = await cmsQuery({
    ctx,
    query: MATERIALS_QUERY,
    variables: { ids },
    schema: MaterialListSchema,
  });
  return data.material_list.entities;
}

const PARAMETERS_QUERY = gql`
  query Parameters($ids: [Int!]) {
    parameter_list(ids: $ids) {
      total
      entities {
        _id title parameter_type parameter_unit link_to_virtual_category description
        parameter_hide_product_detail
        values {
          _id parameter_id title description_short description_long link_url color_hex
          parameter_value_image { ${IMAGE} } hide_product_detail
        }
      }
    }
  }
`;

/** Parameters with their values; all of them without ids. */
export async function getParameters({ ctx, ids }: { ctx: RequestContext; ids?: Array<number> }) {
  const data = await cmsQuery({
    ctx,
    query: PARAMETERS_QUERY,
    variables: { ids: ids ?? null },
    schema: ParameterListSchema,
  });
  return data.parameter_list.entities;
}

const PARAMETER_VALUES_QUERY = gql`
  query ParameterValues($ids: [Int!]) {
    parameter_value_list(ids: $ids) {
      total
      entities {
        _id parameter_id title description_short description_long link_url color_hex
        parameter_value_image { ${IMAGE} } hide_product_detail
      }
    }
  }
`;

/** Parameter values by id, e.g. the values a product's parameters hold. */
export async function getParameterValues({
  ctx,
  ids,
}: {
  ctx: RequestContext;
  ids: Array<number>;
}) {
  if (ids.length === 0) return [];
  const data = await cmsQuery({
    ctx,
    query: PARAMETER_VALUES_QUERY,
    variables: { ids },
    schema: ParameterValueListSchema,
  });
  return data.parameter_value_list.entities;
}

const TIME_WINDOW = "time_limited time_limit_start time_limit_end";

const CATEGORY_QUERY = gql`
  query Category($storeId: Int!) {
    category(store_id: $storeId) {
      _id store_id title
      catalog_settings { parameters { entityId importantFilter closedFilter } }
      description text_below_products
      category_banner { ${IMAGE} } top_category_image { ${IMAGE} }
      page_meta { ${PAGE_META} }
      faq_questions_reference { _id title content }
      banner_small_reference {
        _id title description weight customer_group_enabled link main_image { ${IMAGE} }
      }
      top_content_reference { _id title page_meta { slug } }
      content_reference { _id title page_meta { slug } }
      category_video { title video_url }
      banner_catalog {
        position
        banner {
          _id title url image { ${IMAGE} } main_image_translatable { ${IMAGE} }
          customer_group_enabled item_id item_name ${TIME_WINDOW}
        }
      }
      limited_offer_reference {
        _id type title active offer_datetime_from offer_datetime text_button domain_enabled
        product_reference { entityId }
      }
    }
  }
`;

/** The CMS document of a store category, with the banners the shopper may see now. */
export async function getCategoryDocument({
  ctx,
  storeId,
}: {
  ctx: RequestContext;
  storeId: number;
}) {
  const data = await cmsQuery({
    ctx,
    query: CATEGORY_QUERY,
    variables: { storeId },
    schema: CategoryDocumentResultSchema,
  });
  return data.category;
}

export const VIRTUAL_CATEGORY_FIELDS = `
  _id kind title store_category_id sliced_tags parameters { entityId values }
  sliced_categories { entityId } sliced_categories_excluded { entityId }
  price_range { price_from price_to currency_code }
  description top_category_image { ${IMAGE} } page_meta { ${PAGE_META} }
`;

const LISTS = {
  virtual: gql`
    query VirtualCategories($slugs: [String!], $parameterIds: [Int!], $valueIds: [Int!], $storeCategoryId: Int) {
      result: virtual_category_list(
        slugs: $slugs
        parameter_ids: $parameterIds
        value_ids: $valueIds
        store_category_id: $storeCategoryId
      ) { total entities { ${VIRTUAL_CATEGORY_FIELDS} } }
    }
  `,
  filtered: gql`
    query FilteredCategories($parameterIds: [Int!], $valueIds: [Int!], $storeCategoryId: Int) {
      result: filtered_category_list(
        parameter_ids: $parameterIds
        value_ids: $valueIds
        store_category_id: $storeCategoryId
      ) { total entities { ${VIRTUAL_CATEGORY_FIELDS} } }
    }
  `,
};

const ListResultSchema = z.object({ result: VirtualCategoryPageSchema });

/**
 * Virtual or filtered categories by slugs, or the canonical one of a filter: exactly the
 * same parameter ids and value ids (spec §5), within a store category.
 */
export async function findCmsCategories({
  ctx,
  kind,
  slugs,
  parameterIds,
  valueIds,
  storeCategoryId,
}: {
  ctx: RequestContext;
  kind: "virtual" | "filtered";
  slugs?: Array<string>;
  parameterIds?: Array<number>;
  valueIds?: Array<number>;
  storeCategoryId?: number;
}) {
  const variables: Record<string, unknown> = {
    parameterIds: parameterIds ?? null,
    valueIds: valueIds ?? null,
    storeCategoryId: storeCategoryId ?? null,
  };
  if (kind === "virtual") variables.slugs = slugs ?? null;
  const data = await cmsQuery({ ctx, query: LISTS[kind], variables, schema: ListResultSchema });
  return data.result.entities;
}

const TOP_CATEGORIES_QUERY = gql`
  query TopCategories {
    configuration_top_categories {
      _id
      top_virtual_categories { ${VIRTUAL_CATEGORY_FIELDS} }
      top_categories {
        title top_category_item_type top_category_image { ${IMAGE} }
        top_category_links {
          title link_type custom_link category_link { entityId } virtual_category_link { _id }
          article_category_link { page_meta { slug } master_category { page_meta { slug } } }
          article_tag_link { page_meta { slug } }
        }
      }
    }
  }
`;

export async function getTopCategories({ ctx }: { ctx: RequestContext }) {
  const data = await cmsQuery({
    ctx,
    query: TOP_CATEGORIES_QUERY,
    schema: TopCategoriesConfigurationSchema,
  });
  return data.configuration_top_categories;
}
