import { Router } from "express";

import {
  IMAGE_FORMATS,
  type ImageFormat,
  createImageCache,
  encodeSvg,
} from "#sandbox/cms/image-encoding.ts";
import { frameImage, parseImageStyle, renderImageSvg } from "#sandbox/cms/images.ts";
import type { Db } from "#sandbox/db/open.ts";
import { httpError } from "#sandbox/http/errors.ts";

interface ImageRow {
  title: string;
  background: string;
  width: number;
  height: number;
}

/**
 * Storefronts ask for format variants (`.webp`, `.jpg`, `.png`, `.svg`) and retina copies
 * (`@2x` before the extension, twice the style's size).
 */
const VARIANT_SUFFIX = /(@2x)?(?:\.(webp|jpe?g|png|svg))?$/i;

const EXTENSION_FORMATS: Record<string, ImageFormat> = {
  webp: "webp",
  jpg: "jpeg",
  jpeg: "jpeg",
  png: "png",
  svg: "svg",
};

export function imagesRouter(db: Db): Router {
  const router = Router();
  const cached = createImageCache();
  const findImage = db.prepare<[string], ImageRow>(
    "SELECT title, background, width, height FROM images WHERE file_key = ?",
  );

  router.get("/image/:style/*", (req, res, next) => {
    const style = parseImageStyle(req.params.style ?? "");
    if (!style) throw httpError(400, "Neplatný styl obrázku", "style");
    const wildcard = (req.params as Record<string, string | undefined>)["0"] ?? "";
    const [suffix = "", retina, extension] = VARIANT_SUFFIX.exec(wildcard) ?? [];
    const fileKey = wildcard.slice(0, wildcard.length - suffix.length);
    const image = findImage.get(fileKey);
    if (!image) throw httpError(404, "Obrázek nebyl nalezen");
    // A key without an extension is the "original": webp where the browser takes it.
    const format = extension
      ? (EXTENSION_FORMATS[extension.toLowerCase()] ?? "webp")
      : req.accepts("image/webp")
        ? "webp"
        : "png";
    const scale = retina ? 2 : 1;
    const cacheKey = [req.params.style, fileKey, scale, format].join("|");
    cached(cacheKey, () => {
      const framing = frameImage(image, style, scale);
      return encodeSvg(renderImageSvg({ ...image, framing }), format);
    }).then((body) => {
      if (!extension) res.vary("accept");
      res
        .type(IMAGE_FORMATS[format])
        .set("cache-control", "public, max-age=31536000, immutable")
        .send(body);
    }, next);
  });
  return router;
}
