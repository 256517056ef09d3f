import { Router } from "express";
import * as z from "zod";

import { DEFAULT_CURRENCY, requireCurrency } from "#sandbox/catalog/currencies.ts";
import { findProducts } from "#sandbox/catalog/products.ts";
import type { Db } from "#sandbox/db/open.ts";
import { readShopContext } from "#sandbox/http/context.ts";
import { parseOrThrow } from "#sandbox/http/validation.ts";

import { commaList, flag, idList, positiveInt } from "./query-params.ts";

const ProductQuerySchema = z.object({
  ids: idList.optional(),
  slugs: commaList.optional(),
  codes: commaList.optional(),
  eans: commaList.optional(),
  variantCodes: commaList.optional(),
  variantEans: commaList.optional(),
  categoryIds: idList.optional(),
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
          codes: query.codes,
          variantCodes: query.variantCodes,
          // A product has no EAN of its own: both lists match the EANs of its variants.
          eans:
            query.eans || query.variantEans
              ? [...(query.eans ?? []), ...(query.variantEans ?? [])]
              : undefined,
          categoryIds: query.categoryIds,
          random: query.random,
          limit: query.limit,
          permittedGroups: query.checkPermissions ? ctx.userGroups : undefined,
        },
        currency.code,
        ctx.locale,
      ),
    );
  });
  return router;
}
