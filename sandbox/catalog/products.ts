import {
  type ContentLocale,
  contentLocale,
  localNames,
  translationsOf,
  translationsOfKeys,
} from "#sandbox/content-language.ts";
import type { Db } from "#sandbox/db/open.ts";
import { discountPercentage, fromMinor, netFromGross } from "#sandbox/money.ts";

import { type PriceAttributes, loadPriceAttributes } from "./price-attributes.ts";
import { type ProductExtras, loadProductExtras } from "./product-extras.ts";

/**
 * Products as the CMS answers them: with variants, stock and prices in one currency, so a
 * listing needs one call (docs/decisions/003-upstream-contract.md).
 */

export interface ProductFilter {
  ids?: Array<number>;
  slugs?: Array<string>;
  /** Catalogue codes of products. */
  codes?: Array<string>;
  /** Products with a variant of one of these marketing codes or EANs. */
  variantCodes?: Array<string>;
  eans?: Array<string>;
  /** Matches products in these categories and in any of their subcategories. */
  categoryIds?: Array<number>;
  /** A random selection of this many products. */
  random?: number;
  limit?: number;
  /** The shopper's groups when permissions are checked; undefined skips the check. */
  permittedGroups?: Array<string>;
}

interface ProductRow {
  id: number;
  slug: string;
  name: string;
  catalog_code: string;
  perex: string | null;
  category_id: number;
  unit: string;
  image_key: string | null;
  image_width: number | null;
  image_height: number | null;
  saleable: number;
}

interface VariantRow {
  id: number;
  product_id: number;
  name: string;
  fullname: string;
  marketing_code: string;
  ean: string | null;
  image_key: string | null;
  image_width: number | null;
  image_height: number | null;
  vat_rate: number;
  price_minor: number;
  original_price_minor: number | null;
}

interface StockRow {
  variant_id: number;
  warehouse_id: number;
  stock: number;
  virtual: number;
}

interface VariantValueRow {
  variant_id: number;
  parameter_id: number;
  value_id: number;
}

interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
}

/** The availability texts a product carries, in each content language. */
const AVAILABILITY_TEXTS: Record<ContentLocale, { inStock: string; soldOut: string }> = {
  cs: { inStock: "Skladem", soldOut: "Vyprodáno" },
  sk: { inStock: "Skladom", soldOut: "Vypredané" },
  de: { inStock: "Auf Lager", soldOut: "Ausverkauft" },
};

const json = (values: Array<unknown>): string => JSON.stringify(values);

export type ProductJson = ReturnType<typeof productJson> & ReturnType<ProductExtras>;

export function findProducts(
  db: Db,
  filter: ProductFilter,
  currencyCode: string,
  locale?: string,
): { entities: Array<ProductJson>; total: number } {
  const where: Array<string> = [];
  const params: Array<unknown> = [];
  if (filter.ids) {
    where.push("p.id IN (SELECT value FROM json_each(?))");
    params.push(json(filter.ids));
  }
  if (filter.slugs) {
    // A product answers to its slug in any language (canonical_slugs), as the CMS does.
    where.push(`(p.slug IN (SELECT value FROM json_each(?)) OR p.id IN (
      SELECT CAST(entity_id AS INTEGER) FROM slug_translations
      WHERE entity_type = 'product' AND slug IN (SELECT value FROM json_each(?))))`);
    params.push(json(filter.slugs), json(filter.slugs));
  }
  if (filter.codes) {
    where.push("p.catalog_code IN (SELECT value FROM json_each(?))");
    params.push(json(filter.codes));
  }
  if (filter.variantCodes) {
    where.push(`EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id
      AND v.marketing_code IN (SELECT value FROM json_each(?)))`);
    params.push(json(filter.variantCodes));
  }
  if (filter.eans) {
    where.push(`EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id
      AND v.ean IN (SELECT value FROM json_each(?)))`);
    params.push(json(filter.eans));
  }
  if (filter.categoryIds) {
    where.push(`p.category_id IN (
      WITH RECURSIVE tree (id) AS (
        SELECT value FROM json_each(?)
        UNION SELECT c.id FROM categories c JOIN tree ON c.parent_id = tree.id
      )
      SELECT id FROM tree)`);
    params.push(json(filter.categoryIds));
  }
  if (filter.permittedGroups) {
    where.push(
      "(p.restricted_to_group IS NULL OR p.restricted_to_group IN (SELECT value FROM json_each(?)))",
    );
    params.push(json(filter.permittedGroups));
  }
  const whereSql = where.length > 0 ? `WHERE ${where.join(" AND ")}` : "";

  let orderSql = "ORDER BY p.position";
  const orderParams: Array<unknown> = [];
  if (filter.ids) {
    orderSql = "ORDER BY (SELECT min(key) FROM json_each(?) WHERE value = p.id)";
    orderParams.push(json(filter.ids));
  } else if (filter.slugs) {
    orderSql = "ORDER BY (SELECT min(key) FROM json_each(?) WHERE value = p.slug)";
    orderParams.push(json(filter.slugs));
  } else if (filter.codes) {
    orderSql = "ORDER BY (SELECT min(key) FROM json_each(?) WHERE value = p.catalog_code)";
    orderParams.push(json(filter.codes));
  } else if (filter.random !== undefined) {
    orderSql = "ORDER BY random()";
  }
  const limits = [filter.limit, filter.random].filter((n): n is number => n !== undefined);
  const limit = limits.length > 0 ? Math.min(...limits) : -1;

  const total = db
    .prepare(`SELECT count(*) FROM products p ${whereSql}`)
    .pluck()
    .get(...params) as number;
  const ids = db
    .prepare(`SELECT p.id FROM products p ${whereSql} ${orderSql} LIMIT ?`)
    .pluck()
    .all(...params, ...orderParams, limit) as Array<number>;
  return { entities: loadProducts(db, ids, currencyCode, locale), total };
}

/**
 * Full products in the order of `ids`, named in `locale` (Czech without a translation); a
 * product without a price in the currency is left out.
 */
export function loadProducts(
  db: Db,
  ids: Array<number>,
  currencyCode: string,
  locale?: string,
): Array<ProductJson> {
  if (ids.length === 0) return [];
  const idsJson = json(ids);
  const productNames = localNames(db, "product", locale);
  const productTexts = translationsOfKeys(db, "product", locale, ids);
  const products = (
    db
      .prepare(
        `SELECT p.*, i.width AS image_width, i.height AS image_height
         FROM products p LEFT JOIN images i ON i.file_key = p.image_key
         WHERE p.id IN (SELECT value FROM json_each(?))`,
      )
      .all(idsJson) as Array<ProductRow>
  ).map((row) => ({
    ...row,
    name: productNames.get(String(row.id)) ?? row.name,
    perex: productTexts(row.id, "perex") ?? row.perex,
  }));
  const variantNames = translationsOf(db, "variant", locale);
  const variants = (
    db
      .prepare(
        `SELECT v.*, i.width AS image_width, i.height AS image_height,
         vp.price_minor, vp.original_price_minor
       FROM variants v
       JOIN variant_prices vp ON vp.variant_id = v.id AND vp.currency_code = ?
       LEFT JOIN images i ON i.file_key = v.image_key
       WHERE v.product_id IN (SELECT value FROM json_each(?))
       ORDER BY v.product_id, v.position`,
      )
      .all(currencyCode, idsJson) as Array<VariantRow>
  ).map((row) => ({
    ...row,
    name: variantNames(row.id, "name") ?? row.name,
    fullname: variantNames(row.id, "fullname") ?? row.fullname,
  }));
  const stock = db
    .prepare(
      `SELECT s.variant_id, s.warehouse_id, s.stock, w.virtual
       FROM variant_stock s
       JOIN warehouses w ON w.id = s.warehouse_id
       JOIN variants v ON v.id = s.variant_id
       WHERE v.product_id IN (SELECT value FROM json_each(?))
       ORDER BY s.warehouse_id`,
    )
    .all(idsJson) as Array<StockRow>;
  const variantValues = groupBy(
    db
      .prepare(
        `SELECT vpv.variant_id, pv.parameter_id, pv.id AS value_id
         FROM variant_parameter_values vpv
         JOIN parameter_values pv ON pv.id = vpv.value_id
         JOIN variants v ON v.id = vpv.variant_id
         WHERE v.product_id IN (SELECT value FROM json_each(?))
         ORDER BY pv.parameter_id, pv.position`,
      )
      .all(idsJson) as Array<VariantValueRow>,
    (row) => row.variant_id,
  );
  const categoryNames = localNames(db, "category", locale);
  const categories = new Map(
    (db.prepare("SELECT id, parent_id, name FROM categories").all() as Array<CategoryRow>).map(
      (row) => [row.id, { ...row, name: categoryNames.get(String(row.id)) ?? row.name }],
    ),
  );

  const extras = loadProductExtras(db, idsJson);
  const canonicalSlugs = groupBy(
    db
      .prepare(
        `SELECT CAST(entity_id AS INTEGER) AS product_id, lang, slug, title FROM slug_translations
         WHERE entity_type = 'product' AND CAST(entity_id AS INTEGER) IN (SELECT value FROM json_each(?))
         ORDER BY lang`,
      )
      .all(idsJson) as Array<{ product_id: number; lang: string; slug: string; title: string }>,
    (row) => row.product_id,
  );
  const attributes = loadPriceAttributes(
    db,
    variants.map((variant) => variant.id),
    currencyCode,
  );
  const tagTexts = translationsOf(db, "tag", locale);
  const valueTexts = translationsOf(db, "parameter_value", locale);
  const manualTexts = translationsOf(db, "product_manual", locale);
  /** Tags, gifts, parameter values and manuals in the shopper's language too. */
  const localExtras = (productId: number, extra: ReturnType<ProductExtras>) => ({
    ...extra,
    content: {
      ...extra.content,
      parameters: extra.content.parameters.map((parameter) => ({
        ...parameter,
        valueEntities: parameter.valueEntities.map((value) => ({
          ...value,
          title: valueTexts(value._id, "title") ?? value.title,
        })),
      })),
      // A manual's title is stored by its place in the product's list, as the seed numbers it.
      manuals: extra.content.manuals.map((manual, position) => ({
        ...manual,
        title: manualTexts(`${productId}:${position}`, "title") ?? manual.title,
      })),
    },
    tags: extra.tags.map((tag) => ({ ...tag, text: tagTexts(tag.code, "text") ?? tag.text })),
    gifts: extra.gifts.map((gift) => {
      const name = productNames.get(String(gift.id)) ?? gift.name;
      return { ...gift, name, mainImage: gift.mainImage && { ...gift.mainImage, alt: name } };
    }),
  });
  const variantsByProduct = groupBy(variants, (row) => row.product_id);
  const stockByVariant = groupBy(stock, (row) => row.variant_id);
  const byId = new Map(products.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const product = byId.get(id);
    const productVariants = variantsByProduct.get(id);
    if (!product || !productVariants) return [];
    return [
      {
        ...productJson(
          product,
          productVariants,
          stockByVariant,
          variantValues,
          categories,
          currencyCode,
          attributes,
          AVAILABILITY_TEXTS[contentLocale(locale)],
        ),
        ...localExtras(id, extras(id)),
        canonical_slugs: (canonicalSlugs.get(id) ?? []).map(({ lang, slug, title }) => ({
          lang,
          slug,
          title,
        })),
      },
    ];
  });
}

function productJson(
  row: ProductRow,
  variantRows: Array<VariantRow>,
  stockByVariant: Map<number, Array<StockRow>>,
  variantValues: Map<number, Array<VariantValueRow>>,
  categories: Map<number, CategoryRow>,
  currencyCode: string,
  attributes: Map<number, PriceAttributes>,
  texts: { inStock: string; soldOut: string },
) {
  const saleable = row.saleable === 1;
  const mainImage = imageJson(row.image_key, row.name, row.image_width, row.image_height);
  const variants = variantRows.map((variant) => {
    const warehouses = (stockByVariant.get(variant.id) ?? []).map((s) => ({
      id: s.warehouse_id,
      stock: s.stock,
      virtual: s.virtual === 1,
    }));
    const stock = warehouses.reduce((sum, warehouse) => sum + warehouse.stock, 0);
    const isAvailable = saleable && stock > 0;
    return {
      id: variant.id,
      name: variant.name,
      fullname: variant.fullname,
      marketingCode: variant.marketing_code,
      ean: variant.ean,
      mainImage:
        imageJson(variant.image_key, variant.fullname, variant.image_width, variant.image_height) ??
        mainImage,
      warehouses,
      stock,
      parameters: variantParameters(variantValues.get(variant.id) ?? []),
      availability: {
        isAvailable,
        availabilityCode: isAvailable ? "in_stock" : "sold_out",
        soldAvailabilityCode: "sold_out",
      },
      prices: {
        ...pricesJson(
          variant.price_minor,
          variant.original_price_minor,
          variant.vat_rate,
          currencyCode,
        ),
        attributes: attributes.get(variant.id) ?? null,
      },
    };
  });
  const stock = variants.reduce((sum, variant) => sum + variant.stock, 0);
  const isAvailable = variants.some((variant) => variant.availability.isAvailable);
  const defaultVariant =
    variants.find((variant) => variant.availability.isAvailable) ?? variants[0];
  const categoryPath = pathOf(row.category_id, categories);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    catalogCode: row.catalog_code,
    perex: row.perex,
    mainImage,
    categoryId: row.category_id,
    categoryName: categoryPath.at(-1) ?? null,
    categoryFullname: categoryPath.join(" > "),
    defaultVariantId: defaultVariant?.id ?? null,
    hasVariants: variants.length > 1,
    unit: row.unit,
    visibility: { saleable },
    availability: {
      isAvailable,
      amountMin: 1,
      amountMax: null,
      checkStock: true,
      stock,
      delayDays: 0,
      availability: isAvailable ? texts.inStock : texts.soldOut,
      soldAvailability: texts.soldOut,
    },
    variants,
  };
}

/** The values that tell a product's variants apart (colour, size), per parameter. */
function variantParameters(rows: Array<VariantValueRow>) {
  const byParameter = groupBy(rows, (row) => row.parameter_id);
  return [...byParameter].map(([entityId, values]) => ({
    entityId,
    values: values.map((row) => row.value_id),
  }));
}

export function pricesJson(
  priceMinor: number,
  originalMinor: number | null,
  vatRate: number,
  currencyCode: string,
) {
  const original = originalMinor !== null && originalMinor > priceMinor ? originalMinor : null;
  return {
    unitWithTax: fromMinor(priceMinor),
    unitWithoutTax: fromMinor(netFromGross(priceMinor, vatRate)),
    originalWithTax: original === null ? null : fromMinor(original),
    originalWithoutTax: original === null ? null : fromMinor(netFromGross(original, vatRate)),
    inDiscount: original !== null,
    discountPercentage: original === null ? null : discountPercentage(priceMinor, original),
    vatRate,
    currencyCode,
  };
}

export function imageJson(
  fileKey: string | null,
  alt: string,
  width: number | null,
  height: number | null,
) {
  if (fileKey === null) return null;
  return { fileKey, alt, width, height };
}

function pathOf(categoryId: number, categories: Map<number, CategoryRow>): Array<string> {
  const names: Array<string> = [];
  for (let row = categories.get(categoryId); row;) {
    names.unshift(row.name);
    row = row.parent_id === null ? undefined : categories.get(row.parent_id);
  }
  return names;
}

function groupBy<T, K>(rows: Array<T>, key: (row: T) => K): Map<K, Array<T>> {
  const groups = new Map<K, Array<T>>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}
