import { Router } from "express";

import { manualPdf } from "#sandbox/cms/manual-pdf.ts";
import type { Db } from "#sandbox/db/open.ts";
import { httpError } from "#sandbox/http/errors.ts";

interface ManualRow {
  title: string;
  product_name: string;
}

/** The CDN's originals path: files as uploaded, here the product manuals (PDF). */
export function originalsRouter(db: Db): Router {
  const router = Router();
  const findManual = db.prepare<[string], ManualRow>(
    `SELECT m.title, p.name AS product_name
     FROM product_manuals m JOIN products p ON p.id = m.product_id
     WHERE m.file_path = ? ORDER BY m.product_id, m.position LIMIT 1`,
  );

  router.get("/original/*", (req, res) => {
    const path = (req.params as Record<string, string | undefined>)["0"] ?? "";
    // A CDN must never step out of its files, whatever the database happens to hold.
    const segments = path.split("/");
    if (segments.some((segment) => segment === "" || segment === "." || segment === "..")) {
      throw httpError(404, "Soubor nebyl nalezen");
    }
    const manual = findManual.get(path);
    if (!manual) throw httpError(404, "Soubor nebyl nalezen");
    res
      .type("application/pdf")
      .set("content-disposition", `inline; filename="${segments.at(-1) ?? "navod.pdf"}"`)
      .set("cache-control", "public, max-age=31536000, immutable")
      .send(manualPdf(manual.title, manual.product_name));
  });
  return router;
}
