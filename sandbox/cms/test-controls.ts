import express, { Router } from "express";
import * as z from "zod";

import type { Db } from "#sandbox/db/open.ts";
import { httpError } from "#sandbox/http/errors.ts";
import { parseOrThrow } from "#sandbox/http/validation.ts";
import { cmsId } from "#sandbox/seed/catalog-ids.ts";

/**
 * CMS test controls under /__sandbox (mounted only with SANDBOX_TEST_CONTROLS=1), for
 * journeys that need content an editor could write, hostile content included:
 * - `PUT /pages/:slug` creates or replaces a text page (`{ title, content }`, content a
 *   rich-text document as the CMS stores it) at `/vse-o-nakupu/:slug`; 201 when created,
 *   200 when replaced. The page stays out of the page list (the footer's pages, the
 *   sitemap), so no other journey meets it. Seeded pages are not the control's to change
 *   (409).
 * - `DELETE /pages/:slug` removes such a page again (204; 404 for any other slug).
 * - `PATCH /products/:id` sets a product's Czech `name` and `perex` (either or both);
 *   answers `{ data: { before, after } }`, `before` being what a test puts back.
 */

const SLUG = /^[a-z0-9-]{1,100}$/;

const PageBodySchema = z.object({
  title: z.string().min(1).max(500),
  content: z.object({ type: z.literal("doc"), content: z.array(z.unknown()) }).loose(),
});

const ProductTextsSchema = z
  .object({ name: z.string().min(1).max(2000), perex: z.string().max(20_000).nullable() })
  .partial()
  .refine((texts) => Object.keys(texts).length > 0);

type PageRow = { id: string; data: string };
type ProductTexts = { name: string; perex: string | null };

/** Pages this control made carry the mark in their document; the seed's never do. */
const MADE_HERE = "made_by_test_control";

function slugOf(value: string): string {
  if (!SLUG.test(value)) throw httpError(404, "Stránka nebyla nalezena");
  return value;
}

function pageAt(db: Db, slug: string): PageRow | undefined {
  return db.prepare("SELECT id, data FROM pages WHERE kind = 'page' AND slug = ?").get(slug) as
    PageRow | undefined;
}

function madeHere(row: PageRow): boolean {
  return (JSON.parse(row.data) as Record<string, unknown>)[MADE_HERE] === true;
}

export function cmsTestControlsRouter(db: Db): Router {
  const router = Router();
  router.use(express.json({ limit: "1mb" }));

  router.put("/pages/:slug", (req, res) => {
    const slug = slugOf(req.params.slug);
    const body = parseOrThrow(PageBodySchema, req.body, {
      status: 422,
      titles: { title: "Zadejte nadpis", content: "Zadejte obsah jako dokument (doc)" },
    });
    const existing = pageAt(db, slug);
    if (existing && !madeHere(existing)) throw httpError(409, "Stránku ze seedu nelze měnit");
    const data = JSON.stringify({
      content: body.content,
      custom_menu_code: null,
      contact_box: false,
      seo_description: body.title,
      url_rewrite: null,
      background_image: null,
      blocks_per_page: null,
      unlisted: true,
      [MADE_HERE]: true,
    });
    const id = existing?.id ?? cmsId(`page:${slug}`);
    db.transaction(() => {
      if (existing) {
        db.prepare("UPDATE pages SET title = ?, data = ? WHERE id = ?").run(body.title, data, id);
      } else {
        const position = db.prepare("SELECT coalesce(max(position), 0) + 1 FROM pages").pluck();
        db.prepare(
          "INSERT INTO pages (id, kind, slug, title, position, data) VALUES (?, 'page', ?, ?, ?, ?)",
        ).run(id, slug, body.title, position.get() as number, data);
      }
    })();
    res.status(existing ? 200 : 201).json({ data: { id, slug, title: body.title } });
  });

  router.delete("/pages/:slug", (req, res) => {
    const existing = pageAt(db, slugOf(req.params.slug));
    if (!existing || !madeHere(existing)) throw httpError(404, "Stránka nebyla nalezena");
    db.prepare("DELETE FROM pages WHERE id = ?").run(existing.id);
    res.status(204).end();
  });

  router.patch("/products/:id", (req, res) => {
    const id = Number(req.params.id);
    const before = Number.isSafeInteger(id)
      ? (db.prepare("SELECT name, perex FROM products WHERE id = ?").get(id) as
          ProductTexts | undefined)
      : undefined;
    if (!before) throw httpError(404, "Produkt nebyl nalezen");
    const texts = parseOrThrow(ProductTextsSchema, req.body, {
      status: 422,
      titles: { name: "Zadejte název", perex: "Zadejte perex" },
    });
    const after = { ...before, ...texts };
    db.prepare("UPDATE products SET name = ?, perex = ? WHERE id = ?").run(
      after.name,
      after.perex,
      id,
    );
    res.json({ data: { before, after } });
  });

  return router;
}
