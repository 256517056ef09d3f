import { Router } from "express";

import type { Db } from "../../db/open.ts";
import { httpError } from "../../http/errors.ts";
import { parseImageStyle, renderImageSvg } from "../images.ts";

interface ImageRow {
  title: string;
  background: string;
}

/**
 * Storefronts ask for format variants (webp, jpg) and retina copies (`@2x` before the
 * extension, twice the style's size); the sandbox draws the same SVG for every format.
 */
const VARIANT_SUFFIX = /(@2x)?\.(?:webp|jpe?g|png|svg)$/i;

export function imagesRouter(db: Db): Router {
  const router = Router();
  router.get("/image/:style/*", (req, res) => {
    const style = parseImageStyle(req.params.style ?? "");
    if (!style) throw httpError(400, "Neplatný styl obrázku", "style");
    const wildcard = (req.params as Record<string, string | undefined>)["0"] ?? "";
    const retina = VARIANT_SUFFIX.exec(wildcard)?.[1] !== undefined;
    const fileKey = wildcard.replace(VARIANT_SUFFIX, "");
    const scale = retina ? 2 : 1;
    const image = db
      .prepare("SELECT title, background FROM images WHERE file_key = ?")
      .get(fileKey) as ImageRow | undefined;
    if (!image) throw httpError(404, "Obrázek nebyl nalezen");
    res
      .type("image/svg+xml")
      .set("cache-control", "public, max-age=31536000, immutable")
      .send(renderImageSvg({ ...image, width: style.width * scale, height: style.height * scale }));
  });
  return router;
}
