import { Router } from "express";
import { z } from "zod";

import { DEFAULT_CURRENCY, requireCurrency } from "../../catalog/currencies.ts";
import { findProducts } from "../../catalog/products.ts";
import type { Db } from "../../db/open.ts";
import { readShopContext } from "../../http/context.ts";
import { parseOrThrow } from "../../http/validation.ts";

/** A comma list, also accepted as a repeated query parameter. */
const commaList = z.union([z.string(), z.array(z.string())]).transform((value) =>
  (Array.isArray(value) ? value.join(",") : value)
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean),
);

const positiveInt = (max = Number.MAX_SAFE_INTEGER) =>
  z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().positive().max(max));

const flag = z
  .enum(["1", "0", "true", "false", ""])
  .transform((value) => value === "1" || value === "true" || value === "");

const ProductQuerySchema = z.object({
  ids: commaList.pipe(z.array(positiveInt())).optional(),
  slugs: commaList.optional(),
  categoryIds: commaList.pipe(z.array(positiveInt())).optional(),
  random: positiveInt(100).optional(),
  limit: positiveInt(1000).optional(),
  checkPermissions: flag.optional(),
});

const FIELD_TITLES: Record<string, string> = {
  ids: "Identifikátory produktů musí být kladná celá čísla",
  categoryIds: "Identifikátory kategorií musí být kladná celá čísla",
  random: "Počet náhodných produktů musí být celé číslo od 1 do 100",
  limit: "Limit musí být celé číslo od 1 do 1000",
  checkPermissions: "Příznak kontroly oprávnění musí být 1 nebo 0",
};

export function productsRouter(db: Db, headerPrefix: string): Router {
  const router = Router();
  router.get("/catalog/product", (req, res) => {
    const query = parseOrThrow(ProductQuerySchema, req.query, {
      status: 400,
      titles: FIELD_TITLES,
    });
    const ctx = readShopContext(req, headerPrefix);
    const currency = requireCurrency(db, ctx.currency ?? DEFAULT_CURRENCY);
    res.json(
      findProducts(
        db,
        {
          ids: query.ids,
          slugs: query.slugs,
          categoryIds: query.categoryIds,
          random: query.random,
          limit: query.limit,
          permittedGroups: query.checkPermissions ? ctx.userGroups : undefined,
        },
        currency.code,
      ),
    );
  });
  return router;
}
