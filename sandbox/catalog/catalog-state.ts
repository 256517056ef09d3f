import {
  type TranslationLookup,
  contentLocale,
  localNames,
  translationsOf,
} from "#sandbox/content-language.ts";
import type { Db } from "#sandbox/db/open.ts";
import { fromMinor, toMinor } from "#sandbox/money.ts";

import {
  type ListingRules,
  type Scope,
  type SortCode,
  SORT_TITLES,
  resolveListing,
} from "./catalog-scope.ts";
import { sortByCzechName } from "./czech-order.ts";
import { loadProducts } from "./products.ts";

/**
 * The catalogue state of one listing: its products after the shopper's filters, sorted and
 * paged, with facets. Facet counts are disjunctive: a parameter's counts apply every filter
 * but its own, so choosing "Růžová" still shows how many black ones there are.
 */

const json = (value: unknown): string => JSON.stringify(value);

const CATEGORY_TREE = `WITH RECURSIVE tree (id) AS (
  SELECT value FROM json_each(?)
  UNION SELECT c.id FROM categories c JOIN tree ON c.parent_id = tree.id
) SELECT id FROM tree`;

interface SqlPart {
  sql: string;
  params: Array<unknown>;
}

/** SQL orders; `name_asc` sorts in code because SQLite has no Czech collation. */
const ORDER_BY: Record<Exclude<SortCode, "name_asc">, string> = {
  // A search's relevance; other listings have no rank and keep the catalogue's order.
  recommended: "b.rank, p.position",
  bestselling: "d.sold_count DESC, p.position",
  price_asc: "b.price, p.position",
  price_desc: "b.price DESC, p.position",
  newest: "d.created_rank DESC",
  rating: "d.rating IS NULL, d.rating DESC, p.position",
};

export interface StateOptions {
  currencyCode: string;
  /** The shopper's groups; products reserved for another group are left out. */
  userGroups: Array<string>;
  /** The language of names and facet titles; Czech without one. */
  locale?: string;
}

/** Entity types of slug_translations that name each kind of listing. */
const LISTING_ENTITIES: Partial<Record<Scope["type"], string>> = {
  category: "category",
  virtual_category: "virtual_category",
  filtered_category: "filtered_category",
};

export function catalogState(db: Db, scope: Scope, options: StateOptions) {
  const listing = resolveListing(db, scope, options.locale);
  fillBase(db, listing.rules, options);

  const filters = shopperFilters(scope);
  const where = (except?: string): SqlPart => {
    const parts = Object.entries(filters).flatMap(([key, part]) =>
      key !== except && part !== undefined ? [part] : [],
    );
    return {
      sql: parts.length > 0 ? `WHERE ${parts.map((part) => part.sql).join(" AND ")}` : "",
      params: parts.flatMap((part) => part.params),
    };
  };

  const all = where();
  const total = db
    .prepare(`SELECT count(*) FROM state_base b ${all.sql}`)
    .pluck()
    .get(...all.params) as number;
  const pages = Math.max(1, Math.ceil(total / scope.perPage));
  const ids = pageIds(db, scope, all);

  return {
    scope,
    listing: {
      type: scope.type,
      id: listing.id,
      slug: listing.slug,
      title: listingTitle(db, scope.type, listing, options.locale),
      ...(listing.rules.allWords === null
        ? {}
        : { all_words_total: allWordsTotal(db, listing.rules.allWords) }),
    },
    products: { entities: loadProducts(db, ids, options.currencyCode, options.locale), total },
    pagination: { page: scope.page, perPage: scope.perPage, pages, total },
    facets: {
      parameters: parameterFacets(db, scope, listing.rules, where, {
        parameters: translationsOf(db, "parameter", options.locale),
        values: translationsOf(db, "parameter_value", options.locale),
      }),
      price: priceFacet(db, scope, options.currencyCode, where("price")),
      stock: { selected: scope.stock, count: stockCount(db, where("stock")) },
      tags: tagFacets(db, scope, where("tags"), translationsOf(db, "tag", options.locale)),
    },
    sort: {
      selected: scope.sort,
      options: Object.entries(SORT_TITLES[contentLocale(options.locale)]).map(([code, title]) => ({
        code,
        title,
      })),
    },
  };
}

/** How many of the listing's products (those the shopper may see) hold every word. */
function allWordsTotal(db: Db, ids: Array<number>): number {
  return db
    .prepare("SELECT count(*) FROM state_base WHERE id IN (SELECT value FROM json_each(?))")
    .pluck()
    .get(json(ids)) as number;
}

/** The listing's name in the shopper's language; brands and searches have only one. */
function listingTitle(
  db: Db,
  type: Scope["type"],
  listing: { id: number | string; title: string },
  locale: string | undefined,
): string {
  const entityType = LISTING_ENTITIES[type];
  if (entityType === undefined) return listing.title;
  return localNames(db, entityType, locale).get(String(listing.id)) ?? listing.title;
}

/** Ids of the products on the requested page, in the requested order. */
function pageIds(db: Db, scope: Scope, filter: SqlPart): Array<number> {
  const offset = (scope.page - 1) * scope.perPage;
  if (scope.sort === "name_asc") {
    const rows = db
      .prepare(`SELECT b.id, p.name FROM state_base b JOIN products p ON p.id = b.id ${filter.sql}`)
      .all(...filter.params) as Array<{ id: number; name: string }>;
    return sortByCzechName(rows)
      .slice(offset, offset + scope.perPage)
      .map((row) => row.id);
  }
  return db
    .prepare(
      `SELECT b.id FROM state_base b
       JOIN products p ON p.id = b.id
       LEFT JOIN product_details d ON d.product_id = b.id
       ${filter.sql} ORDER BY ${ORDER_BY[scope.sort]} LIMIT ? OFFSET ?`,
    )
    .pluck()
    .all(...filter.params, scope.perPage, offset) as Array<number>;
}

/**
 * Products of the listing with their lowest price in the currency and stock, in a temporary
 * table: every count below reads it instead of recomputing prices per query. One
 * connection serves requests one at a time, so a request never sees another's rows.
 */
function fillBase(db: Db, rules: ListingRules, { currencyCode, userGroups }: StateOptions): void {
  db.exec(`CREATE TEMP TABLE IF NOT EXISTS state_base (
    id INTEGER PRIMARY KEY, price INTEGER NOT NULL, in_stock INTEGER NOT NULL, rank INTEGER)`);
  db.exec("DELETE FROM state_base");
  const conditions: Array<SqlPart> = [
    {
      sql: "(p.restricted_to_group IS NULL OR p.restricted_to_group IN (SELECT value FROM json_each(?)))",
      params: [json(userGroups)],
    },
  ];
  const included = [
    ...(rules.storeCategoryId === null ? [] : [rules.storeCategoryId]),
    ...rules.slicedCategories,
  ];
  if (included.length > 0) {
    conditions.push({ sql: `p.category_id IN (${CATEGORY_TREE})`, params: [json(included)] });
  }
  if (rules.slicedCategoriesExcluded.length > 0) {
    conditions.push({
      sql: `p.category_id NOT IN (${CATEGORY_TREE})`,
      params: [json(rules.slicedCategoriesExcluded)],
    });
  }
  if (rules.slicedTags.length > 0) {
    conditions.push({
      sql: `p.id IN (SELECT pt.product_id FROM product_tags pt JOIN tags t ON t.id = pt.tag_id
              WHERE t.code IN (SELECT value FROM json_each(?)))`,
      params: [json(rules.slicedTags)],
    });
  }
  for (const parameter of rules.parameters) conditions.push(hasAnyValue(parameter.values));
  if (rules.ranking !== null) conditions.push({ sql: "r.rank IS NOT NULL", params: [] });

  const range = rules.priceRange;
  // A price range in another currency than the shopper's is applied in its own currency.
  const rangeCurrency = range?.currency_code ?? currencyCode;
  const minPrice = (currencyParam: string) => `(SELECT min(vp.price_minor) FROM variants v
    JOIN variant_prices vp ON vp.variant_id = v.id AND vp.currency_code = ${currencyParam}
    WHERE v.product_id = p.id)`;
  const from = range?.price_from ?? null;
  const to = range?.price_to ?? null;
  // The range conditions short-circuit on NULL, so listings without a range price once.
  // A ranking may name a product twice; its first place counts.
  db.prepare(
    `INSERT INTO state_base (id, price, in_stock, rank)
     SELECT p.id, ${minPrice("?")} AS price,
       EXISTS (SELECT 1 FROM variants v JOIN variant_stock s ON s.variant_id = v.id
         WHERE v.product_id = p.id AND s.stock > 0) AND p.saleable = 1 AS in_stock,
       r.rank
     FROM products p
     LEFT JOIN (SELECT value AS id, min(key) AS rank FROM json_each(@ranking) GROUP BY value) r
       ON r.id = p.id
     WHERE ${conditions.map((c) => c.sql).join(" AND ")}
       AND price IS NOT NULL
       AND (@from IS NULL OR ${minPrice("@rangeCurrency")} >= @from)
       AND (@to IS NULL OR ${minPrice("@rangeCurrency")} <= @to)`,
  ).run(currencyCode, ...conditions.flatMap((c) => c.params), {
    from: from === null ? null : toMinor(from),
    rangeCurrency,
    to: to === null ? null : toMinor(to),
    ranking: json(rules.ranking ?? []),
  });
}

function hasAnyValue(values: Array<number>): SqlPart {
  return {
    sql: "p.id IN (SELECT product_id FROM product_parameter_values WHERE value_id IN (SELECT value FROM json_each(?)))",
    params: [json(values)],
  };
}

/** The shopper's filters over `state_base b`, keyed so a facet can leave its own out. */
function shopperFilters(scope: Scope): Record<string, SqlPart | undefined> {
  const filters: Record<string, SqlPart | undefined> = {};
  for (const [parameterId, values] of Object.entries(scope.parameters)) {
    if (values.length === 0) continue;
    filters[`parameter:${parameterId}`] = {
      sql: "b.id IN (SELECT product_id FROM product_parameter_values WHERE value_id IN (SELECT value FROM json_each(?)))",
      params: [json(values)],
    };
  }
  const { from, to } = scope.price ?? {};
  if (from !== undefined || to !== undefined) {
    filters.price = {
      sql: "b.price BETWEEN ? AND ?",
      params: [toMinor(from ?? 0), to === undefined ? Number.MAX_SAFE_INTEGER : toMinor(to)],
    };
  }
  if (scope.stock) filters.stock = { sql: "b.in_stock = 1", params: [] };
  if (scope.tags.length > 0) {
    filters.tags = {
      sql: `b.id IN (SELECT pt.product_id FROM product_tags pt JOIN tags t ON t.id = pt.tag_id
              WHERE t.code IN (SELECT value FROM json_each(?)))`,
      params: [json(scope.tags)],
    };
  }
  return filters;
}

/** Products in stock under every filter but the stock filter itself. */
function stockCount(db: Db, filter: SqlPart): number {
  const where = filter.sql ? `${filter.sql} AND b.in_stock = 1` : "WHERE b.in_stock = 1";
  return db
    .prepare(`SELECT count(*) FROM state_base b ${where}`)
    .pluck()
    .get(...filter.params) as number;
}

interface FacetRow {
  parameter_id: number;
  title: string;
  parameter_type: string;
  parameter_unit: string | null;
  important_filter: number | null;
  closed_filter: number | null;
}

interface ValueCountRow {
  id: number;
  title: string;
  color_hex: string | null;
  count: number;
}

function parameterFacets(
  db: Db,
  scope: Scope,
  rules: ListingRules,
  where: (except?: string) => SqlPart,
  titles: { parameters: TranslationLookup; values: TranslationLookup },
) {
  // A category's own filter settings; listings without a store category offer every parameter.
  const parameters = db
    .prepare(
      `SELECT pa.id AS parameter_id, pa.title, pa.parameter_type, pa.parameter_unit,
         cp.important_filter, cp.closed_filter
       FROM parameters pa
       LEFT JOIN category_parameters cp ON cp.parameter_id = pa.id AND cp.category_id = ?
       WHERE ? IS NULL OR cp.category_id IS NOT NULL
       ORDER BY coalesce(cp.position, pa.position)`,
    )
    .all(rules.storeCategoryId, rules.storeCategoryId) as Array<FacetRow>;
  const countValues = (parameterId: number): Array<ValueCountRow> => {
    const filter = where(`parameter:${parameterId}`);
    return db
      .prepare(
        `SELECT pv.id, pv.title, pv.color_hex, count(*) AS count
         FROM state_base b
         JOIN product_parameter_values ppv ON ppv.product_id = b.id
         JOIN parameter_values pv ON pv.id = ppv.value_id AND pv.parameter_id = ?
         ${filter.sql}
         GROUP BY pv.id ORDER BY pv.position`,
      )
      .all(parameterId, ...filter.params) as Array<ValueCountRow>;
  };
  return parameters.flatMap((parameter) => {
    const selected = new Set(scope.parameters[String(parameter.parameter_id)] ?? []);
    const values = countValues(parameter.parameter_id);
    if (values.length === 0) return [];
    return [
      {
        entityId: parameter.parameter_id,
        title: titles.parameters(parameter.parameter_id, "title") ?? parameter.title,
        type: parameter.parameter_type,
        unit: parameter.parameter_unit,
        importantFilter: parameter.important_filter === 1,
        closedFilter: parameter.closed_filter === 1,
        values: values.map((value) => ({
          _id: value.id,
          title: titles.values(value.id, "title") ?? value.title,
          color_hex: value.color_hex,
          count: value.count,
          selected: selected.has(value.id),
        })),
      },
    ];
  });
}

function priceFacet(db: Db, scope: Scope, currencyCode: string, filter: SqlPart) {
  const row = db
    .prepare(`SELECT min(b.price) AS min, max(b.price) AS max FROM state_base b ${filter.sql}`)
    .get(...filter.params) as { min: number | null; max: number | null };
  return {
    min: row.min === null ? null : fromMinor(row.min),
    max: row.max === null ? null : fromMinor(row.max),
    from: scope.price?.from ?? null,
    to: scope.price?.to ?? null,
    currencyCode,
  };
}

function tagFacets(db: Db, scope: Scope, filter: SqlPart, texts: TranslationLookup) {
  const rows = db
    .prepare(
      `SELECT t.code, t.text, t.color, count(*) AS count
       FROM state_base b
       JOIN product_tags pt ON pt.product_id = b.id
       JOIN tags t ON t.id = pt.tag_id AND t.visible_catalog = 1
       ${filter.sql}
       GROUP BY t.id ORDER BY t.id`,
    )
    .all(...filter.params) as Array<{ code: string; text: string; color: string; count: number }>;
  return rows.map((row) => ({
    ...row,
    text: texts(row.code, "text") ?? row.text,
    selected: scope.tags.includes(row.code),
  }));
}
