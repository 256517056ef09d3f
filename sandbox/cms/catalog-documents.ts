import { DefinitionSchema } from "#sandbox/catalog/catalog-scope.ts";
import { byWordsHeld, titleWords, wordIds } from "#sandbox/catalog/search.ts";
import { localNames, translationsOf } from "#sandbox/content-language.ts";
import type { Db } from "#sandbox/db/open.ts";

import { type Json, pageMeta, parseData } from "./documents.ts";
import { categoryFaqQuestions } from "./faq-questions.ts";
import { isForGroups, isWithinTimeWindow } from "./time-window.ts";

/** CMS documents about the catalogue: brands, materials, parameters and categories. */

const ids = (list: Array<number> | null | undefined) => (list ? JSON.stringify(list) : null);

export function listBrands(db: Db, valueIds: Array<number> | null | undefined, locale?: string) {
  const translated = translationsOf(db, "brand", locale);
  const rows = db
    .prepare(
      `SELECT pv.id, pv.title, b.slug, b.description, b.country, b.logo_key, b.weight
       FROM brands b JOIN parameter_values pv ON pv.id = b.value_id
       WHERE ? IS NULL OR b.value_id IN (SELECT value FROM json_each(?))
       ORDER BY b.weight DESC`,
    )
    .all(ids(valueIds), ids(valueIds)) as Array<{
    id: number;
    title: string;
    slug: string;
    description: string;
    country: string;
    logo_key: string | null;
    weight: number;
  }>;
  return rows.map((row) => ({
    _id: row.id,
    title: row.title,
    slug: row.slug,
    description: translated(row.id, "description") ?? row.description,
    country: row.country,
    logo: row.logo_key ? { path: row.logo_key, alt: row.title } : null,
    weight: row.weight,
  }));
}

interface MaterialRow {
  _id: number;
  title: string;
  description: string;
  material_hygiene: string;
  material_lubricants: string;
}

export function listMaterials(db: Db, valueIds: Array<number> | null | undefined, locale?: string) {
  const values = translationsOf(db, "parameter_value", locale);
  const texts = translationsOf(db, "material", locale);
  const rows = db
    .prepare(
      `SELECT pv.id AS _id, pv.title, m.description, m.material_hygiene, m.material_lubricants
       FROM materials m JOIN parameter_values pv ON pv.id = m.value_id
       WHERE ? IS NULL OR m.value_id IN (SELECT value FROM json_each(?))
       ORDER BY pv.position`,
    )
    .all(ids(valueIds), ids(valueIds)) as Array<MaterialRow>;
  return rows.map((row) => ({
    _id: row._id,
    title: values(row._id, "title") ?? row.title,
    description: texts(row._id, "description") ?? row.description,
    material_hygiene: texts(row._id, "material_hygiene") ?? row.material_hygiene,
    material_lubricants: texts(row._id, "material_lubricants") ?? row.material_lubricants,
  }));
}

interface ValueRow {
  _id: number;
  parameter_id: number;
  title: string;
  description_short: string | null;
  color_hex: string | null;
}

export function listParameterValues(
  db: Db,
  valueIds: Array<number> | null | undefined,
  locale?: string,
) {
  const translated = translationsOf(db, "parameter_value", locale);
  const rows = db
    .prepare(
      `SELECT id AS _id, parameter_id, title, description_short, color_hex FROM parameter_values
       WHERE ? IS NULL OR id IN (SELECT value FROM json_each(?))
       ORDER BY parameter_id, position`,
    )
    .all(ids(valueIds), ids(valueIds)) as Array<ValueRow>;
  return rows.map((row) => ({
    ...row,
    title: translated(row._id, "title") ?? row.title,
    description_short: translated(row._id, "description_short") ?? row.description_short,
    description_long: null,
    link_url: null,
    parameter_value_image: null,
    hide_product_detail: false,
  }));
}

export function listParameters(
  db: Db,
  parameterIds: Array<number> | null | undefined,
  locale?: string,
) {
  const translated = translationsOf(db, "parameter", locale);
  const rows = db
    .prepare(
      `SELECT id AS _id, title, parameter_type, parameter_unit, description, hide_product_detail
       FROM parameters WHERE ? IS NULL OR id IN (SELECT value FROM json_each(?))
       ORDER BY position`,
    )
    .all(ids(parameterIds), ids(parameterIds)) as Array<{
    _id: number;
    title: string;
    parameter_type: string;
    parameter_unit: string | null;
    description: string | null;
    hide_product_detail: number;
  }>;
  const values = listParameterValues(db, null, locale);
  return rows.map(({ hide_product_detail, ...row }) => ({
    ...row,
    title: translated(row._id, "title") ?? row.title,
    description: translated(row._id, "description") ?? row.description,
    link_to_virtual_category: null,
    parameter_hide_product_detail: hide_product_detail === 1,
    values: values.filter((value) => value.parameter_id === row._id),
  }));
}

interface BannerRow {
  id: string;
  kind: string;
  category_id: number | null;
  customer_group: string | null;
  time_limited: number;
  time_limit_start: string | null;
  time_limit_end: string | null;
  enabled: number;
  weight: number;
  data: string;
}

export function bannerWindow(row: BannerRow) {
  return {
    time_limited: row.time_limited === 1,
    time_limit_start: row.time_limit_start,
    time_limit_end: row.time_limit_end,
  };
}

export function loadBanners(
  db: Db,
  kinds: Array<string>,
  storeCategoryId: number | null,
): Array<BannerRow> {
  return db
    .prepare(
      `SELECT * FROM banners
       WHERE enabled = 1 AND kind IN (SELECT value FROM json_each(?))
         AND (? IS NULL OR category_id = ?)
       ORDER BY weight DESC`,
    )
    .all(JSON.stringify(kinds), storeCategoryId, storeCategoryId) as Array<BannerRow>;
}

/** The CMS document of a store category, with the banners the shopper may see now. */
export function findCategory(
  db: Db,
  storeId: number,
  userGroups: Array<string>,
  now: Date,
  locale?: string,
) {
  const category = db
    .prepare(
      `SELECT c.id, c.slug, c.name, cc.id AS cms_id, cc.data FROM categories c
       JOIN category_content cc ON cc.category_id = c.id WHERE c.id = ?`,
    )
    .get(storeId) as
    { id: number; slug: string; name: string; cms_id: string; data: string } | undefined;
  if (!category) return null;
  const data = parseData(
    translationsOf(db, "category_content", locale)(category.id, "data") ?? category.data,
  );
  const translatedBanner = translationsOf(db, "banner", locale);
  const settings = db
    .prepare(
      `SELECT parameter_id AS entityId, important_filter, closed_filter FROM category_parameters
       WHERE category_id = ? ORDER BY position`,
    )
    .all(storeId) as Array<{ entityId: number; important_filter: number; closed_filter: number }>;
  const banners = loadBanners(db, ["catalog", "small"], storeId).filter(
    (row) =>
      isWithinTimeWindow(bannerWindow(row), now) && isForGroups(row.customer_group, userGroups),
  );
  const bannerData = (row: BannerRow): Json =>
    parseData(translatedBanner(row.id, "data") ?? row.data);
  return {
    _id: category.cms_id,
    store_id: category.id,
    title: localNames(db, "category", locale).get(String(category.id)) ?? category.name,
    catalog_settings: {
      parameters: settings.map((row) => ({
        entityId: row.entityId,
        importantFilter: row.important_filter === 1,
        closedFilter: row.closed_filter === 1,
      })),
    },
    content: null,
    description: data.description ?? null,
    text_below_products: data.text_below_products ?? null,
    category_banner: data.category_banner ?? null,
    top_category_image: data.top_category_image ?? null,
    page_meta: pageMeta(db, "category", category.id, category.slug, {
      title: typeof data.seo_title === "string" ? data.seo_title : null,
      description: typeof data.seo_description === "string" ? data.seo_description : null,
    }),
    faq_questions_reference: categoryFaqQuestions(db, category.id, locale),
    banner_small_reference: banners
      .filter((row) => row.kind === "small")
      .map((row) => {
        const banner = bannerData(row);
        return {
          _id: row.id,
          title: banner.title,
          description: banner.description,
          weight: row.weight,
          customer_group_enabled: row.customer_group ? [row.customer_group] : [],
          link: banner.url,
          main_image: banner.main_image,
        };
      }),
    top_content_reference: [],
    content_reference: [],
    category_video: data.category_video ?? null,
    banner_catalog: banners
      .filter((row) => row.kind === "catalog")
      .map((row) => {
        const banner = bannerData(row);
        return {
          position: banner.position,
          banner: {
            _id: row.id,
            title: banner.title,
            url: banner.url,
            image: banner.main_image,
            main_image_translatable: banner.main_image_translatable,
            customer_group_enabled: row.customer_group ? [row.customer_group] : [],
            ...bannerWindow(row),
            item_id: banner.item_id,
            item_name: banner.item_name,
          },
        };
      }),
    limited_offer_reference: data.limited_offer_reference ?? [],
  };
}

interface CmsCategoryRow {
  id: string;
  kind: "virtual" | "filtered";
  slug: string;
  title: string;
  store_category_id: number | null;
  value_key: string;
  data: string;
}

function cmsCategoryJson(db: Db, row: CmsCategoryRow, locale: string | undefined) {
  const data = parseData(row.data);
  const localData = parseData(translationsOf(db, "cms_category", locale)(row.id, "data") ?? "{}");
  const title = localNames(db, `${row.kind}_category`, locale).get(row.id) ?? row.title;
  const definition = DefinitionSchema.parse(data);
  const references = (values: Array<number>) => values.map((entityId) => ({ entityId }));
  return {
    _id: row.id,
    kind: row.kind,
    title,
    store_category_id: row.store_category_id,
    sliced_tags: definition.sliced_tags,
    parameters: definition.parameters,
    sliced_categories: references(definition.sliced_categories),
    sliced_categories_excluded: references(definition.sliced_categories_excluded),
    price_range: definition.price_range,
    description: localData.description ?? data.description ?? null,
    top_category_image: localData.top_category_image ?? data.top_category_image ?? null,
    page_meta: pageMeta(db, `${row.kind}_category`, row.id, row.slug, { title }),
  };
}

export type CmsCategoryJson = ReturnType<typeof cmsCategoryJson>;

export interface CmsCategoryLookup {
  slugs?: Array<string> | null;
  parameterIds?: Array<number> | null;
  valueIds?: Array<number> | null;
  storeCategoryId?: number | null;
  /** Words of the title, diacritics ignored, as the search endpoint reads them. */
  search?: string | null;
  ids?: Array<string> | null;
  /** The shopper's language of titles and descriptions. */
  locale?: string;
}

/**
 * Virtual or filtered categories by slugs, ids or words of the title, or by the canonical
 * lookup: exactly the same parameter set and value set (spec §5), optionally within one
 * store category.
 */
export function findCmsCategories(
  db: Db,
  kind: CmsCategoryRow["kind"],
  lookup: CmsCategoryLookup,
): Array<CmsCategoryJson> {
  const entityType = `${kind}_category`;
  const words = titleWords(db, lookup.search, entityType, lookup.locale);
  if (words?.size === 0) return [];
  const rows = db
    .prepare(
      `SELECT * FROM cms_categories WHERE kind = @kind
         AND (@slugs IS NULL OR slug IN (SELECT value FROM json_each(@slugs))
           OR id IN (SELECT entity_id FROM slug_translations WHERE entity_type = @entityType
             AND slug IN (SELECT value FROM json_each(@slugs))))
         AND (@ids IS NULL OR id IN (SELECT value FROM json_each(@ids)))
         AND (@storeCategoryId IS NULL OR store_category_id = @storeCategoryId)
         AND (@valueKey IS NULL OR value_key = @valueKey)
         AND (@found IS NULL OR id IN (SELECT value FROM json_each(@found)))
       ORDER BY position`,
    )
    .all({
      kind,
      slugs: lookup.slugs ? JSON.stringify(lookup.slugs) : null,
      ids: lookup.ids ? JSON.stringify(lookup.ids) : null,
      storeCategoryId: lookup.storeCategoryId ?? null,
      valueKey: lookup.valueIds ? sortedKey(lookup.valueIds) : null,
      found: wordIds(words),
      entityType,
    }) as Array<CmsCategoryRow>;
  const wanted = lookup.parameterIds ? sortedKey(lookup.parameterIds) : null;
  return byWordsHeld(rows, words, (row) => row.id)
    .map((row) => cmsCategoryJson(db, row, lookup.locale))
    .filter(
      (category) =>
        wanted === null || sortedKey(category.parameters.map((p) => p.entityId)) === wanted,
    );
}

function sortedKey(values: Array<number>): string {
  return [...new Set(values)].sort((a, b) => a - b).join(",");
}

export function topCategoriesConfiguration(db: Db, locale?: string) {
  const row = db.prepare("SELECT data FROM settings WHERE key = 'top_categories'").get() as
    { data: string } | undefined;
  if (!row) return null;
  const data = parseData(
    translationsOf(db, "setting", locale)("top_categories", "data") ?? row.data,
  );
  const slugs = Array.isArray(data.top_virtual_categories)
    ? data.top_virtual_categories.filter((slug): slug is string => typeof slug === "string")
    : [];
  const virtual = findCmsCategories(db, "virtual", { slugs, locale });
  return {
    ...data,
    top_virtual_categories: slugs.flatMap((slug) =>
      virtual.filter((category) => category.page_meta.slug === slug),
    ),
  };
}

interface SlugRow {
  entity_type: string;
  entity_id: string;
  lang: string;
  slug: string;
  title: string;
}

/**
 * What slugs name in one language (in any with `lang` null); without slugs, everything but
 * products.
 */
export function slugMetadata(db: Db, slugs: Array<string> | null | undefined, lang: string | null) {
  const rows = db
    .prepare(
      `SELECT * FROM slug_translations WHERE (@lang IS NULL OR lang = @lang)
         AND (CASE WHEN @slugs IS NULL THEN entity_type <> 'product'
              ELSE slug IN (SELECT value FROM json_each(@slugs)) END)
       ORDER BY entity_type, slug, lang`,
    )
    .all({ lang, slugs: slugs ? JSON.stringify(slugs) : null }) as Array<SlugRow>;
  const translations = db.prepare(
    `SELECT lang AS language, slug FROM slug_translations
     WHERE entity_type = ? AND entity_id = ? ORDER BY lang`,
  );
  return rows.map((row) => ({
    slug: row.slug,
    lang: row.lang,
    type: row.entity_type,
    entity_id: row.entity_id,
    title: row.title,
    canonical_slugs: translations.all(row.entity_type, row.entity_id),
  }));
}
