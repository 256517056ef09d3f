import { createHash } from "node:crypto";

import express, { Router } from "express";
import * as z from "zod";

import { rankProducts } from "./catalog/search.ts";
import type { Db } from "./db/open.ts";
import { readShopContext } from "./http/context.ts";
import { parseOrThrow } from "./http/validation.ts";

/**
 * The fake recommender, a third party the store server hosts under /recommender: its search
 * ranks the products a query finds, and its recommendation answers a widget with product
 * ids picked from the catalogue by the context. It indexes the whole product feed, so
 * customer groups and stock play no part; the storefront hides what a shopper may not see
 * or buy. Every request it receives is kept in memory for the test controls.
 */

/** How many results carry their data, and how many ids answer without `returnAllIds`. */
const TOP_RESULTS = 10;

const QuerySchema = z.object({ queryString: z.string().max(200) });

/** A filter is a name's hash (see `nameHash`). */
const HASH = /^[0-9a-f]{64}$/;

const ContextSchema = z.object({
  projectId: z.string().min(1),
  userId: z.string().nullable(),
  cartProducts: z.array(z.string()).nullable(),
  displayedProductId: z.number().int().nullable(),
  displayedCategoryId: z.union([z.number().int(), z.string()]).nullable(),
  productId: z.number().int().nullable(),
});

export type RecommendationContext = z.infer<typeof ContextSchema>;

const BodySchema = z.object({ returnAllIds: z.boolean(), context: ContextSchema });

const WidgetQuerySchema = z.object({ widgetId: z.string().min(1).max(100) });

const RecommendationBodySchema = z.object({ context: ContextSchema });

/** The GET variant names the visitor and the customer and filters by hashed names. */
const FilteredQuerySchema = WidgetQuerySchema.extend({
  placement: z.string().min(1).max(100),
  cookie: z.string().max(100).default(""),
  customer: z.string().max(100).default(""),
  filterProduct: z.string().regex(HASH).optional(),
  filterCategory: z.string().regex(HASH).optional(),
});

/** As many ids as a widget answers at most. */
const MAX_RECOMMENDED = 12;
/** The requests kept for the test controls; older ones are dropped. */
const MAX_KEPT_REQUESTS = 500;

const FIELD_TITLES: Record<string, string> = {
  queryString: "Zadejte hledaný výraz queryString (nejvýše 200 znaků)",
  returnAllIds: "Pole returnAllIds musí být true nebo false",
  context: "Kontext doporučení není platný",
  widgetId: "Zadejte widgetId",
  placement: "Zadejte umístění placement",
  filterProduct: "Filtr produktu musí být hash SHA-256 (64 šestnáctkových znaků)",
  filterCategory: "Filtr kategorie musí být hash SHA-256 (64 šestnáctkových znaků)",
};

export interface RecommenderSearchAnswer {
  content_ids: Array<string>;
  results: Array<{
    content_id: string;
    score: number;
    data: { context: { main_category_id: number } };
  }>;
}

export interface RecommendationAnswer {
  product_ids: Array<string>;
}

/** A request the recommender received, as the test controls list it. */
export interface ReceivedRecommendation {
  method: string;
  /** The caller's X-Request-Id, by which a test finds its own requests. */
  requestId: string | null;
  project: string;
  widgetId: string | null;
  /** The query string's other fields (placement, cookie, customer, filters). */
  query: Record<string, string>;
  /** The POST body's context; null on the GET variant. */
  context: RecommendationContext | null;
  productIds: Array<string>;
}

/** The requests one recommender received, newest last. */
export type RecommenderRequests = Array<ReceivedRecommendation>;

/** An empty log for `recommenderRouter` and `recommenderRequestsRouter` to share. */
export function recommenderRequestLog(): RecommenderRequests {
  return [];
}

/**
 * Test controls under /__sandbox/recommender: `GET /requests` lists the recommendation
 * requests received (`{ data: [...] }`, newest last), `DELETE /requests` forgets them.
 */
export function recommenderRequestsRouter(requests: RecommenderRequests): Router {
  const router = Router();
  router.get("/requests", (_req, res) => {
    res.json({ data: requests });
  });
  router.delete("/requests", (_req, res) => {
    requests.splice(0);
    res.status(204).end();
  });
  return router;
}

export function recommenderRouter(
  db: Db,
  requests: RecommenderRequests,
  /** The storefront's header prefix: a search reads the products' names in its language. */
  headerPrefix: string,
): Router {
  const router = Router();
  router.use(express.json());
  const answer = (received: Omit<ReceivedRecommendation, "productIds">) => {
    const productIds = recommend(db, received).map(String);
    requests.push({ ...received, productIds });
    if (requests.length > MAX_KEPT_REQUESTS)
      requests.splice(0, requests.length - MAX_KEPT_REQUESTS);
    const body: RecommendationAnswer = { product_ids: productIds };
    return body;
  };
  router.post("/:project/recommender/recommender/recommendation", (req, res) => {
    const { widgetId } = parseOrThrow(WidgetQuerySchema, req.query, {
      status: 400,
      titles: FIELD_TITLES,
    });
    const { context } = parseOrThrow(RecommendationBodySchema, req.body, {
      status: 400,
      titles: FIELD_TITLES,
    });
    res.json(
      answer({
        method: "POST",
        requestId: req.get("x-request-id") ?? null,
        project: req.params.project,
        widgetId,
        query: {},
        context,
      }),
    );
  });
  router.get("/:project/recommender/recommender/recommendation", (req, res) => {
    const { widgetId, ...query } = parseOrThrow(FilteredQuerySchema, req.query, {
      status: 400,
      titles: FIELD_TITLES,
    });
    const fields = Object.fromEntries(
      Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    res.json(
      answer({
        method: "GET",
        requestId: req.get("x-request-id") ?? null,
        project: req.params.project,
        widgetId,
        query: fields,
        context: null,
      }),
    );
  });
  router.post("/:project/recommender/search/query", (req, res) => {
    const { queryString } = parseOrThrow(QuerySchema, req.query, {
      status: 400,
      titles: FIELD_TITLES,
    });
    const { returnAllIds } = parseOrThrow(BodySchema, req.body, {
      status: 400,
      titles: FIELD_TITLES,
    });
    const products = rankProducts(db, queryString, readShopContext(req, headerPrefix).locale);
    const answer: RecommenderSearchAnswer = {
      content_ids: (returnAllIds ? products : products.slice(0, TOP_RESULTS)).map((product) =>
        String(product.id),
      ),
      results: products.slice(0, TOP_RESULTS).map((product) => ({
        content_id: String(product.id),
        score: product.score,
        data: { context: { main_category_id: product.categoryId } },
      })),
    };
    res.json(answer);
  });
  return router;
}

/** Products by how well they sell, then by id: the answer when nothing narrows it. */
const BEST_SELLERS = `SELECT p.id FROM products p LEFT JOIN product_details d ON d.product_id = p.id
  ORDER BY coalesce(d.sold_count, 0) DESC, p.id`;

/**
 * The products a widget recommends: a displayed product's own category (a cross-sell's
 * product: the other categories under the same parent), a displayed category's products,
 * the categories of the cart's products, a filtered name's category; else the best
 * sellers. The shown product and the cart's are never recommended. Stock is not looked at,
 * so sold-out products come too.
 */
function recommend(
  db: Db,
  { context, query }: { context: RecommendationContext | null; query: Record<string, string> },
): Array<number> {
  const excluded = new Set<number>();
  let categories: Array<number> | null = null;
  if (context?.productId != null) {
    excluded.add(context.productId);
    if (context.displayedProductId != null) excluded.add(context.displayedProductId);
    categories = siblingCategories(db, categoryOfProduct(db, context.productId));
  } else if (context?.displayedProductId != null) {
    excluded.add(context.displayedProductId);
    const category = categoryOfProduct(db, context.displayedProductId);
    categories = category === null ? null : [category];
  } else if (context?.displayedCategoryId != null) {
    categories = categoryWithChildren(db, storeCategoryOf(db, context.displayedCategoryId));
  } else if (context?.cartProducts && context.cartProducts.length > 0) {
    const inCart = productsOfMarketingCodes(db, context.cartProducts);
    for (const id of inCart) excluded.add(id);
    categories = [...new Set(inCart.map((id) => categoryOfProduct(db, id)))].filter(
      (id): id is number => id !== null,
    );
  } else if (query.filterProduct || query.filterCategory) {
    categories = filteredCategories(db, query.filterProduct, query.filterCategory);
  }
  const ids =
    categories && categories.length > 0
      ? (db
          .prepare(
            `SELECT p.id FROM products p LEFT JOIN product_details d ON d.product_id = p.id
             WHERE p.category_id IN (SELECT value FROM json_each(?))
             ORDER BY coalesce(d.sold_count, 0) DESC, p.id`,
          )
          .pluck()
          .all(JSON.stringify(categories)) as Array<number>)
      : (db.prepare(BEST_SELLERS).pluck().all() as Array<number>);
  return ids.filter((id) => !excluded.has(id)).slice(0, MAX_RECOMMENDED);
}

function categoryOfProduct(db: Db, productId: number): number | null {
  const id = db.prepare("SELECT category_id FROM products WHERE id = ?").pluck().get(productId);
  return typeof id === "number" ? id : null;
}

/** The other categories under a category's parent; the category itself when it has none. */
function siblingCategories(db: Db, categoryId: number | null): Array<number> | null {
  if (categoryId === null) return null;
  const siblings = db
    .prepare(
      `SELECT id FROM categories WHERE id <> ?
         AND parent_id = (SELECT parent_id FROM categories WHERE id = ?)`,
    )
    .pluck()
    .all(categoryId, categoryId) as Array<number>;
  return siblings.length > 0 ? siblings : [categoryId];
}

/** A store category id, or the store category a CMS filtered category narrows; else null. */
function storeCategoryOf(db: Db, id: number | string): number | null {
  if (typeof id === "number") return id;
  const storeId = db
    .prepare("SELECT store_category_id FROM cms_categories WHERE id = ?")
    .pluck()
    .get(id);
  return typeof storeId === "number" ? storeId : null;
}

function categoryWithChildren(db: Db, categoryId: number | null): Array<number> | null {
  if (categoryId === null) return null;
  const children = db
    .prepare("SELECT id FROM categories WHERE parent_id = ?")
    .pluck()
    .all(categoryId) as Array<number>;
  return [categoryId, ...children];
}

function productsOfMarketingCodes(db: Db, codes: Array<string>): Array<number> {
  return db
    .prepare(
      `SELECT DISTINCT product_id FROM variants
       WHERE marketing_code IN (SELECT value FROM json_each(?))`,
    )
    .pluck()
    .all(JSON.stringify(codes)) as Array<number>;
}

/** The categories whose name, or whose product's name, hashes to a filter. */
function filteredCategories(
  db: Db,
  productHash: string | undefined,
  categoryHash: string | undefined,
): Array<number> {
  const found = new Set<number>();
  if (categoryHash) {
    const rows = db.prepare("SELECT id, name FROM categories").all() as Array<NamedRow>;
    for (const row of rows) {
      if (nameHash(row.name) === categoryHash) {
        for (const id of categoryWithChildren(db, row.id) ?? []) found.add(id);
      }
    }
  }
  if (productHash) {
    const rows = db
      .prepare("SELECT category_id AS id, name FROM products")
      .all() as Array<NamedRow>;
    for (const row of rows) if (nameHash(row.name) === productHash) found.add(row.id);
  }
  return [...found];
}

interface NamedRow {
  id: number;
  name: string;
}

/**
 * The recommender's filter hash of a name: hex SHA-256 of the name trimmed, without
 * diacritics and lower-cased ("Vibrátory Řada" hashes "vibratory rada").
 */
export function nameHash(name: string): string {
  const plain = name.normalize("NFD").replace(/\p{M}/gu, "").replace(/ß/g, "ss");
  return createHash("sha256").update(plain.trim().toLowerCase()).digest("hex");
}
