import { Router } from "express";
import * as z from "zod";

import { SEARCH_TYPES, search } from "#sandbox/catalog/search.ts";
import type { Db } from "#sandbox/db/open.ts";
import { readShopContext } from "#sandbox/http/context.ts";
import { parseOrThrow } from "#sandbox/http/validation.ts";

import { commaList, positiveInt } from "./query-params.ts";

const SearchQuerySchema = z.object({
  q: z.string().max(200),
  limit: positiveInt(100).default(10),
  skip: z.string().regex(/^\d+$/).transform(Number).default(0),
  type: commaList.pipe(z.array(z.enum(SEARCH_TYPES)).min(1)).optional(),
});

const FIELD_TITLES: Record<string, string> = {
  q: "Zadejte hledaný výraz (nejvýše 200 znaků)",
  limit: "Limit musí být celé číslo od 1 do 100",
  skip: "Posun musí být nezáporné celé číslo",
  type: `Typ musí být čárkami oddělený výčet z: ${SEARCH_TYPES.join(", ")}`,
};

/**
 * GET /search?q&limit&skip&type: entities of every searchable type (or of the types asked)
 * in the shopper's language, those holding every word first, and the total.
 */
export function searchRouter(db: Db, headerPrefix: string): Router {
  const router = Router();
  router.get("/search", (req, res) => {
    const query = parseOrThrow(SearchQuerySchema, req.query, { status: 400, titles: FIELD_TITLES });
    const { userGroups, locale } = readShopContext(req, headerPrefix);
    res.json(
      search(db, query.q, {
        limit: query.limit,
        skip: query.skip,
        userGroups,
        types: query.type,
        locale,
      }),
    );
  });
  return router;
}
