import { Router } from "express";
import * as z from "zod";

import { findCategories } from "#sandbox/catalog/categories.ts";
import type { Db } from "#sandbox/db/open.ts";
import { readShopContext } from "#sandbox/http/context.ts";
import { parseOrThrow } from "#sandbox/http/validation.ts";

import { commaList, flag, idList } from "./query-params.ts";

const CategoryQuerySchema = z.object({
  slugs: commaList.optional(),
  ids: idList.optional(),
  // Categories are not reserved for groups in this shop; the flag is accepted for the contract.
  checkPermissions: flag.optional(),
});

const FIELD_TITLES: Record<string, string> = {
  ids: "Identifikátory kategorií musí být kladná celá čísla",
  checkPermissions: "Příznak kontroly oprávnění musí být 1 nebo 0",
};

/**
 * GET /catalog/category: store categories by slugs or ids, all of them without either,
 * named in the shopper's language.
 */
export function categoriesRouter(db: Db, headerPrefix: string): Router {
  const router = Router();
  router.get("/catalog/category", (req, res) => {
    const query = parseOrThrow(CategoryQuerySchema, req.query, {
      status: 400,
      titles: FIELD_TITLES,
    });
    const { locale } = readShopContext(req, headerPrefix);
    res.json(findCategories(db, { ids: query.ids, slugs: query.slugs }, locale));
  });
  return router;
}
