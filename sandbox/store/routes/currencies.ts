import { Router } from "express";

import { currencyJson, listCurrencies } from "#sandbox/catalog/currencies.ts";
import type { Db } from "#sandbox/db/open.ts";

export function currenciesRouter(db: Db): Router {
  const router = Router();
  router.get("/currencies", (_req, res) => {
    res.json({ data: listCurrencies(db).map(currencyJson) });
  });
  return router;
}
