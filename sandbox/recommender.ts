import express, { Router } from "express";
import * as z from "zod";

import { rankProducts } from "./catalog/search.ts";
import type { Db } from "./db/open.ts";
import { parseOrThrow } from "./http/validation.ts";

/**
 * The fake recommender, a third party the store server hosts under /recommender: its search
 * ranks the products a query finds. It indexes the whole product feed, so customer groups
 * play no part; the storefront's listing hides what a shopper may not see.
 */

/** How many results carry their data, and how many ids answer without `returnAllIds`. */
const TOP_RESULTS = 10;

const QuerySchema = z.object({ queryString: z.string().max(200) });

const BodySchema = z.object({
  returnAllIds: z.boolean(),
  context: z.object({
    projectId: z.string().min(1),
    userId: z.string().nullable(),
    cartProducts: z.array(z.string()).nullable(),
    displayedProductId: z.number().int().nullable(),
    displayedCategoryId: z.union([z.number().int(), z.string()]).nullable(),
    productId: z.number().int().nullable(),
  }),
});

const FIELD_TITLES: Record<string, string> = {
  queryString: "Zadejte hledaný výraz queryString (nejvýše 200 znaků)",
  returnAllIds: "Pole returnAllIds musí být true nebo false",
  context: "Kontext doporučení není platný",
};

export interface RecommenderSearchAnswer {
  content_ids: Array<string>;
  results: Array<{
    content_id: string;
    score: number;
    data: { context: { main_category_id: number } };
  }>;
}

export function recommenderRouter(db: Db): Router {
  const router = Router();
  router.use(express.json());
  router.post("/:project/recommender/search/query", (req, res) => {
    const { queryString } = parseOrThrow(QuerySchema, req.query, {
      status: 400,
      titles: FIELD_TITLES,
    });
    const { returnAllIds } = parseOrThrow(BodySchema, req.body, {
      status: 400,
      titles: FIELD_TITLES,
    });
    const products = rankProducts(db, queryString);
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
