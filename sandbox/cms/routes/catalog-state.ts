import { Router } from "express";
import * as z from "zod";

import { ScopeSchema } from "#sandbox/catalog/catalog-scope.ts";
import { catalogState } from "#sandbox/catalog/catalog-state.ts";
import { DEFAULT_CURRENCY, requireCurrency } from "#sandbox/catalog/currencies.ts";
import type { Db } from "#sandbox/db/open.ts";
import { readShopContext } from "#sandbox/http/context.ts";
import { parseOrThrow } from "#sandbox/http/validation.ts";

const SCOPE_TITLE = "Rozsah katalogu není platný";

/** `scope` is URL-encoded JSON; express has already decoded the URL encoding. */
const StateQuerySchema = z.object({
  scope: z
    .string()
    .transform((value, context) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        context.addIssue({ code: "custom", message: SCOPE_TITLE });
        return z.NEVER;
      }
    })
    .pipe(ScopeSchema),
});

export function catalogStateRouter(db: Db, headerPrefix: string): Router {
  const router = Router();
  router.get("/api/catalog/v2/state", (req, res) => {
    const { scope } = parseOrThrow(StateQuerySchema, req.query, {
      status: 400,
      titles: { scope: SCOPE_TITLE },
    });
    const ctx = readShopContext(req, headerPrefix);
    const currency = requireCurrency(db, ctx.currency ?? DEFAULT_CURRENCY);
    res.json(
      catalogState(db, scope, {
        currencyCode: currency.code,
        userGroups: ctx.userGroups,
        locale: ctx.locale,
      }),
    );
  });
  return router;
}
