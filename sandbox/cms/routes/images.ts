import { Router } from "express";

import type { Db } from "../../db/open.ts";
import { httpError } from "../../http/errors.ts";
import { parseImageStyle, renderImageSvg } from "../images.ts";

interface ImageRow {
  title: string;
  background: string;
}

/** Storefronts ask for format variants (webp, retina jpg); the drawing is the same for all. */
const FORMAT_SUFFIX = /\.(?:webp|jpe?g|png|svg)$/i;

export function imagesRouter(db: Db): Router {
  const router = Router();
  router.get("/image/:style/*", (req, res) => {
    const style = parseImageStyle(req.params.style ?? "");
    if (!style) throw httpError(400, "Neplatný styl obrázku", "style");
    const wildcard = (req.params as Record<string, string | undefined>)["0"] ?? "";
    const fileKey = wildcard.replace(FORMAT_SUFFIX, "");
    const image = db
      .prepare("SELECT title, background FROM images WHERE file_key = ?")
      .get(fileKey) as ImageRow | undefined;
    if (!image) throw httpError(404, "Obrázek nebyl nalezen");
    res
      .type("image/svg+xml")
      .set("cache-control", "public, max-age=31536000, immutable")
      .send(renderImageSvg({ ...image, ...style }));
  });
  return router;
}
