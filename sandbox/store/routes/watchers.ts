import { Router } from "express";

import type { Db } from "#sandbox/db/open.ts";
import { httpError } from "#sandbox/http/errors.ts";
import { MESSAGES } from "#sandbox/message-language.ts";
import { requireUser } from "#sandbox/store/accounts.ts";
import { deleteWatch, listWatches } from "#sandbox/store/watchers.ts";

import { positiveIdParam } from "./query.ts";

/**
 * The logged-in customer's availability watches under /api/v1/user/watchers: those left
 * with their e-mail (watches are made on the product, `POST /products/:variantId/watchers`).
 */
export function watchersRouter({ db, now }: { db: Db; now: () => number }): Router {
  const router = Router();

  router.get("/user/watchers", (req, res) => {
    const user = requireUser(db, req, now());
    res.json({ data: listWatches(db, user.email) });
  });

  router.delete("/user/watchers/:id", (req, res) => {
    const user = requireUser(db, req, now());
    const id = positiveIdParam.safeParse(req.params.id);
    if (!id.success) throw httpError(404, MESSAGES.watchNotFound);
    deleteWatch(db, user.email, id.data);
    res.status(204).end();
  });

  return router;
}
