import { Router } from "express";
import * as z from "zod";

import type { Db } from "#sandbox/db/open.ts";
import { httpError } from "#sandbox/http/errors.ts";
import { parseOrThrow } from "#sandbox/http/validation.ts";
import { MESSAGES } from "#sandbox/message-language.ts";
import { requireUser } from "#sandbox/store/accounts.ts";
import {
  findOrder,
  isOrderEmail,
  orderJson,
  orderStatusJson,
  requireOrder,
  userOrders,
} from "#sandbox/store/orders.ts";

import { paginationMeta, positiveIdParam, queryInt } from "./query.ts";

const UserOrdersQuerySchema = z.object({
  page: queryInt(1, 10_000).default(1),
  perPage: queryInt(1, 100).default(10),
});

const OrderStatusQuerySchema = z.object({ email: z.string().optional() });

/** Orders by their secret token or code, and the logged-in user's own orders. */
export function ordersRouter({ db, now }: { db: Db; now: () => number }): Router {
  const router = Router();
  const base = (req: { protocol: string; get(name: string): string | undefined }) =>
    `${req.protocol}://${req.get("host") ?? "localhost"}`;

  router.get("/orders/token/:token", (req, res) => {
    res.json({ data: orderJson(requireOrder(db, "token", req.params.token), base(req)) });
  });

  router.get("/orders/code/:code", (req, res) => {
    const query = parseOrThrow(OrderStatusQuerySchema, req.query, {
      status: 400,
      titles: { email: MESSAGES.invalidEmail },
    });
    const order = findOrder(db, "code", req.params.code);
    // Codes are sequential: a wrong e-mail answers as an unknown code does, so it never
    // confirms that somebody else's order exists.
    if (!order || (query.email !== undefined && !isOrderEmail(order, query.email))) {
      throw httpError(404, MESSAGES.orderNotFound);
    }
    res.json({ data: orderStatusJson(order) });
  });

  router.get("/user/orders", (req, res) => {
    const query = parseOrThrow(UserOrdersQuerySchema, req.query, {
      status: 400,
      titles: { page: MESSAGES.invalidPage, perPage: MESSAGES.perPage },
    });
    const user = requireUser(db, req, now());
    const { rows, total } = userOrders(db, user.id, query.page, query.perPage);
    res.json({
      data: rows.map((row) => orderJson(row, base(req))),
      meta: paginationMeta(total, query.page, query.perPage),
    });
  });

  router.get("/user/orders/code/:code", (req, res) => {
    const user = requireUser(db, req, now());
    // The spec's storefront falls back to the id when a code is not found; the store does too.
    const byId = positiveIdParam.safeParse(req.params.code);
    const order =
      findOrder(db, "code", req.params.code, user.id) ??
      (byId.success ? findOrder(db, "id", byId.data, user.id) : undefined);
    if (!order) throw httpError(404, MESSAGES.orderNotFound);
    res.json({ data: orderJson(order, base(req)) });
  });

  router.get("/user/orders/:id", (req, res) => {
    const user = requireUser(db, req, now());
    const id = positiveIdParam.safeParse(req.params.id);
    if (!id.success) throw httpError(404, MESSAGES.orderNotFound);
    res.json({ data: orderJson(requireOrder(db, "id", id.data, user.id), base(req)) });
  });

  return router;
}
