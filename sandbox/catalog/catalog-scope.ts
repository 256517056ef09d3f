import * as z from "zod";

import type { ContentLocale } from "#sandbox/content-language.ts";
import type { Db } from "#sandbox/db/open.ts";
import { httpError } from "#sandbox/http/errors.ts";

import { rankProducts } from "./search.ts";

/**
 * The scope of the catalogue state API: which listing (a store category, a virtual or a
 * filtered category, a brand or a search) and the shopper's filters, sort and page. It
 * travels as URL-encoded JSON in `scope` (docs/decisions/005-cms-contract.md).
 */

export const SORTS = {
  recommended: "Doporučujeme",
  bestselling: "Nejprodávanější",
  price_asc: "Od nejlevnějšího",
  price_desc: "Od nejdražšího",
  newest: "Nejnovější",
  rating: "Nejlépe hodnocené",
  name_asc: "Podle názvu",
} as const;

export type SortCode = keyof typeof SORTS;

/** The sort names in every content language, Czech being SORTS itself. */
export const SORT_TITLES: Record<ContentLocale, Record<SortCode, string>> = {
  cs: SORTS,
  sk: {
    recommended: "Odporúčame",
    bestselling: "Najpredávanejšie",
    price_asc: "Od najlacnejšieho",
    price_desc: "Od najdrahšieho",
    newest: "Najnovšie",
    rating: "Najlepšie hodnotené",
    name_asc: "Podľa názvu",
  },
  de: {
    recommended: "Empfohlen",
    bestselling: "Meistverkauft",
    price_asc: "Preis aufsteigend",
    price_desc: "Preis absteigend",
    newest: "Neueste zuerst",
    rating: "Beste Bewertung",
    name_asc: "Nach Name",
  },
};

export const DEFAULT_PER_PAGE = 21;

export const ScopeSchema = z.object({
  type: z.enum(["category", "virtual_category", "filtered_category", "brand", "search"]),
  /** Store category id, the CMS `_id` of a virtual or filtered category, or a brand's value id. */
  id: z.union([z.number().int().positive(), z.string().min(1)]).optional(),
  slug: z.string().min(1).optional(),
  /** A search's query: the products it finds, best match first. */
  query: z.string().max(200).optional(),
  /** A search's products in this order, as a recommender ranked them; wins over `query`. */
  ids: z.array(z.number().int().positive()).max(5000).optional(),
  /** Selected values per parameter id: OR within a parameter, AND across parameters. */
  parameters: z.record(z.string().regex(/^\d+$/), z.array(z.number().int().positive())).default({}),
  price: z
    .object({ from: z.number().nonnegative().optional(), to: z.number().nonnegative().optional() })
    .optional(),
  stock: z.boolean().default(false),
  tags: z.array(z.string().min(1)).default([]),
  sort: z.enum(Object.keys(SORTS) as [SortCode, ...Array<SortCode>]).default("recommended"),
  page: z.number().int().positive().default(1),
  perPage: z.number().int().min(1).max(100).default(DEFAULT_PER_PAGE),
});

export type Scope = z.infer<typeof ScopeSchema>;

/** What selects the products of a listing before the shopper's filters apply. */
export interface ListingRules {
  storeCategoryId: number | null;
  parameters: Array<{ entityId: number; values: Array<number> }>;
  slicedTags: Array<string>;
  slicedCategories: Array<number>;
  slicedCategoriesExcluded: Array<number>;
  priceRange: { price_from: number | null; price_to: number | null; currency_code: string } | null;
  /** Only these products, in this order (a search's); null leaves the order to the sort. */
  ranking: Array<number> | null;
  /** A search's products holding every word of its query; null for other listings. */
  allWords: Array<number> | null;
}

const NO_RULES: ListingRules = {
  storeCategoryId: null,
  parameters: [],
  slicedTags: [],
  slicedCategories: [],
  slicedCategoriesExcluded: [],
  priceRange: null,
  ranking: null,
  allWords: null,
};

interface CmsCategoryRow {
  id: string;
  kind: "virtual" | "filtered";
  slug: string;
  title: string;
  store_category_id: number | null;
  data: string;
}

/** The selection rules a virtual or filtered category stores in its JSON document. */
export const DefinitionSchema = z.object({
  parameters: z.array(z.object({ entityId: z.number(), values: z.array(z.number()) })),
  sliced_tags: z.array(z.string()),
  sliced_categories: z.array(z.number()),
  sliced_categories_excluded: z.array(z.number()),
  price_range: z
    .object({
      price_from: z.number().nullable(),
      price_to: z.number().nullable(),
      currency_code: z.string(),
    })
    .nullable(),
});

/** Finds the listing a scope names, or answers 404. */
export function resolveListing(
  db: Db,
  scope: Scope,
  locale?: string,
): { title: string; slug: string; id: number | string; rules: ListingRules } {
  if (scope.type === "category") {
    const row = db
      .prepare("SELECT id, slug, name FROM categories WHERE id = ? OR slug = ?")
      .get(typeof scope.id === "number" ? scope.id : null, scope.slug ?? null) as
      { id: number; slug: string; name: string } | undefined;
    if (!row) throw httpError(404, "Kategorie nebyla nalezena", "scope");
    return {
      title: row.name,
      slug: row.slug,
      id: row.id,
      rules: { ...NO_RULES, storeCategoryId: row.id },
    };
  }
  if (scope.type === "brand") return resolveBrand(db, scope);
  if (scope.type === "search") return resolveSearch(db, scope, locale);
  const kind = scope.type === "virtual_category" ? "virtual" : "filtered";
  const row = db
    .prepare("SELECT * FROM cms_categories WHERE kind = ? AND (id = ? OR slug = ?)")
    .get(kind, typeof scope.id === "string" ? scope.id : null, scope.slug ?? null) as
    CmsCategoryRow | undefined;
  if (!row) throw httpError(404, "Kategorie nebyla nalezena", "scope");
  const definition = DefinitionSchema.parse(JSON.parse(row.data));
  return {
    title: row.title,
    slug: row.slug,
    id: row.id,
    rules: {
      storeCategoryId: row.store_category_id,
      parameters: definition.parameters,
      slicedTags: definition.sliced_tags,
      slicedCategories: definition.sliced_categories,
      slicedCategoriesExcluded: definition.sliced_categories_excluded,
      priceRange: definition.price_range,
      ranking: null,
      allWords: null,
    },
  };
}

/** A brand's listing: every product whose brand parameter holds the brand's value. */
function resolveBrand(db: Db, scope: Scope) {
  const row = db
    .prepare(
      `SELECT b.value_id AS id, b.slug, pv.title, pv.parameter_id
       FROM brands b JOIN parameter_values pv ON pv.id = b.value_id
       WHERE b.value_id = ? OR b.slug = ?`,
    )
    .get(typeof scope.id === "number" ? scope.id : null, scope.slug ?? null) as
    { id: number; slug: string; title: string; parameter_id: number } | undefined;
  if (!row) throw httpError(404, "Značka nebyla nalezena", "scope");
  return {
    title: row.title,
    slug: row.slug,
    id: row.id,
    rules: { ...NO_RULES, parameters: [{ entityId: row.parameter_id, values: [row.id] }] },
  };
}

/**
 * A search's listing: the products its query finds in the shopper's language as `GET
 * /search` does (those holding every word first), or the ids it names in their order. With
 * a query, it also names the products holding every word of it (among the ids, when
 * named), so the shop can say when none does. A query without a part of three characters
 * lists nothing, as the search finds nothing.
 */
function resolveSearch(db: Db, scope: Scope, locale: string | undefined) {
  if (scope.ids === undefined && scope.query === undefined) {
    throw httpError(400, "Zadejte hledaný výraz nebo seznam produktů", "scope");
  }
  const found = scope.query === undefined ? null : rankProducts(db, scope.query, locale);
  const named = scope.ids === undefined ? null : new Set(scope.ids);
  const holdingEveryWord = found?.flatMap((product) =>
    product.allWords && (named === null || named.has(product.id)) ? [product.id] : [],
  );
  return {
    title: scope.query ?? "",
    slug: "",
    id: scope.ids === undefined ? (scope.query ?? "") : "ids",
    rules: {
      ...NO_RULES,
      ranking: scope.ids ?? found?.map((product) => product.id) ?? [],
      allWords: holdingEveryWord ?? null,
    },
  };
}
