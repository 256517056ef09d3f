import { type Request, Router } from "express";

import type { Db } from "#sandbox/db/open.ts";
import { httpError } from "#sandbox/http/errors.ts";
import { MESSAGES } from "#sandbox/message-language.ts";
import { requireUser } from "#sandbox/store/accounts.ts";
import { itemImagesZip, itemsCsv, orderItems } from "#sandbox/store/order-exports.ts";
import { requireOrder } from "#sandbox/store/orders.ts";

import { positiveIdParam } from "./query.ts";

/** Downloads of the logged-in user's own order: its items as CSV and their images as ZIP. */
export function orderExportsRouter({ db, now }: { db: Db; now: () => number }): Router {
  const router = Router();
  const ownOrder = (req: Request, id: string | undefined) => {
    const user = requireUser(db, req, now());
    const parsed = positiveIdParam.safeParse(id);
    if (!parsed.success) throw httpError(404, MESSAGES.orderNotFound);
    return requireOrder(db, "id", parsed.data, user.id);
  };

  router.get("/user/orders/:id/items/export", (req, res) => {
    const order = ownOrder(req, req.params.id);
    res
      .type("text/csv; charset=utf-8")
      .attachment(`objednavka-${order.code}.csv`)
      .send(itemsCsv(orderItems(order.data), order.currency_code));
  });

  router.get("/user/orders/:id/items/images/export", (req, res, next) => {
    const order = ownOrder(req, req.params.id);
    itemImagesZip(db, orderItems(order.data), new Date(order.created_at)).then((zip) => {
      res.type("application/zip").attachment(`objednavka-${order.code}-obrazky.zip`).send(zip);
    }, next);
  });

  return router;
}
