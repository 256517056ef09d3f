import { Router } from "express";
import * as z from "zod";

import { findRedirect, normalisePath } from "#sandbox/cms/redirects.ts";
import type { Db } from "#sandbox/db/open.ts";
import { httpError } from "#sandbox/http/errors.ts";
import { parseOrThrow } from "#sandbox/http/validation.ts";

const path = z.string().min(1).max(500).regex(/^\//);

const UrlRewriteQuerySchema = z.object({ lang: z.string().regex(/^[a-z]{2}$/), path });

const RedirectQuerySchema = z
  .object({
    path: path.optional(),
    route: z.string().max(100).optional(),
    slug: z.string().max(300).optional(),
    type: z.string().max(100).optional(),
  })
  // Without a path the slug must say what moved.
  .refine((query) => query.path !== undefined || query.slug !== undefined, { path: ["path"] });

const TITLES: Record<string, string> = {
  lang: "Jazyk musí být dvoupísmenný kód",
  path: "Cesta musí začínat lomítkem",
  route: "Neplatný název cesty",
  slug: "Neplatný slug",
  type: "Neplatný typ",
};

const REDIRECT_TITLES = { ...TITLES, path: "Zadejte cestu začínající lomítkem, nebo slug" };

export function urlRewritesRouter(db: Db): Router {
  const router = Router();

  /** A page served on a path no storefront route matches: its slug in every language. */
  router.get("/url-rewrite", (req, res) => {
    const query = parseOrThrow(UrlRewriteQuerySchema, req.query, { status: 400, titles: TITLES });
    const row = db
      .prepare(
        `SELECT p.id FROM url_rewrites r JOIN pages p ON p.id = r.page_id
         WHERE r.lang = ? AND r.path = ?`,
      )
      .get(query.lang, normalisePath(query.path)) as { id: string } | undefined;
    if (!row) throw httpError(404, "Pro tuto cestu neexistuje žádná stránka");
    const slugs = db
      .prepare(
        "SELECT lang, slug FROM slug_translations WHERE entity_type = 'page' AND entity_id = ? ORDER BY lang",
      )
      .all(row.id) as Array<{ lang: string; slug: string }>;
    res.json({
      _id: row.id,
      type: "page",
      page_meta: { slug: Object.fromEntries(slugs.map(({ lang, slug }) => [lang, slug])) },
    });
  });

  /** Where moved content went; 404 when it did not move, and the storefront shows its 404. */
  router.get("/redirect", (req, res) => {
    const query = parseOrThrow(RedirectQuerySchema, req.query, {
      status: 400,
      titles: REDIRECT_TITLES,
    });
    const target = findRedirect(db, query);
    if (target === undefined) throw httpError(404, "Přesměrování neexistuje");
    res.json({ redirectPath: target });
  });
  return router;
}
