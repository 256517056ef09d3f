import { Router } from "express";
import * as z from "zod";

import type { Db } from "#sandbox/db/open.ts";
import { readShopContext } from "#sandbox/http/context.ts";
import { httpError } from "#sandbox/http/errors.ts";
import { parseOrThrow } from "#sandbox/http/validation.ts";
import { MESSAGES } from "#sandbox/message-language.ts";
import { requireUser } from "#sandbox/store/accounts.ts";
import { isEmail } from "#sandbox/store/form-rules.ts";
import { productDetail } from "#sandbox/store/product-detail.ts";
import { addReview, listComments, listReviews, requireProduct } from "#sandbox/store/reviews.ts";
import { watchVariant } from "#sandbox/store/watchers.ts";

import { paginationMeta, positiveIdParam, queryInt } from "./query.ts";

/** The spec's review defaults: five per page, newest first. */
const ReviewsQuerySchema = z.object({
  page: queryInt(1, 10_000).default(1),
  perPage: queryInt(1, 100).default(5),
  onlyWithReview: z
    .enum(["0", "1", "true", "false"])
    .transform((value) => value === "1" || value === "true")
    .default(false),
  sort: z.enum(["time", "rating"]).default("time"),
  sortDirection: z.enum(["asc", "desc"]).default("desc"),
});
const ReviewBodySchema = z.object({
  rating: z.number().int().min(0).max(100),
  text: z.string().max(5000).nullish(),
});
const WatcherBodySchema = z.object({ email: z.string().trim().refine(isEmail) });

/** Product detail, reviews, comments and availability watchers under /api/v1/products. */
export function productsRouter({
  db,
  headerPrefix,
  now,
}: {
  db: Db;
  headerPrefix: string;
  now: () => number;
}): Router {
  const router = Router();
  const idOf = (value: string | undefined): number => {
    const id = positiveIdParam.safeParse(value);
    if (!id.success) throw httpError(404, MESSAGES.productNotFound);
    return id.data;
  };

  router.get("/products/:id", (req, res) => {
    const { currency, locale } = readShopContext(req, headerPrefix);
    res.json({ data: productDetail(db, idOf(req.params.id), currency ?? "CZK", locale) });
  });

  router.get("/products/:id/reviews", (req, res) => {
    const productId = idOf(req.params.id);
    const query = parseOrThrow(ReviewsQuerySchema, req.query, {
      status: 400,
      titles: { sort: MESSAGES.reviewSort, sortDirection: MESSAGES.reviewSortDirection },
    });
    requireProduct(db, productId);
    const { locale } = readShopContext(req, headerPrefix);
    const { rows, total, averageRating } = listReviews(db, productId, query, locale);
    res.json({
      data: rows,
      meta: { ...paginationMeta(total, query.page, query.perPage), averageRating },
    });
  });

  router.post("/products/:id/reviews", (req, res) => {
    const productId = idOf(req.params.id);
    const body = parseOrThrow(ReviewBodySchema, req.body, {
      status: 422,
      titles: { rating: MESSAGES.rateWithStars, text: MESSAGES.reviewTooLong },
    });
    const user = requireUser(db, req, now());
    requireProduct(db, productId);
    const { locale } = readShopContext(req, headerPrefix);
    res.status(201).json({ data: addReview(db, user, productId, body, now(), locale) });
  });

  router.get("/products/:id/comments", (req, res) => {
    const productId = idOf(req.params.id);
    requireProduct(db, productId);
    res.json({ data: listComments(db, productId) });
  });

  router.post("/products/:id/watchers", (req, res) => {
    const variantId = idOf(req.params.id);
    const body = parseOrThrow(WatcherBodySchema, req.body, {
      status: 422,
      titles: { email: MESSAGES.email },
    });
    watchVariant(db, variantId, body.email, now());
    res.status(201).json({ data: { variantId, email: body.email } });
  });

  return router;
}
