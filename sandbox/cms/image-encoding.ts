import { LRUCache } from "lru-cache";
import sharp from "sharp";

/**
 * Turns the drawn SVG cards into the raster files a CDN serves. Encoding costs tens of
 * milliseconds while a listing asks for dozens of pictures at once, so encoded files are
 * kept in memory, bounded by their total size.
 */

export const IMAGE_FORMATS = {
  webp: "image/webp",
  jpeg: "image/jpeg",
  png: "image/png",
  svg: "image/svg+xml",
} as const;

export type ImageFormat = keyof typeof IMAGE_FORMATS;

/** Fixed encoder settings and no metadata, so one request always yields the same bytes. */
export async function encodeSvg(svg: string, format: ImageFormat): Promise<Buffer> {
  const source = Buffer.from(svg);
  if (format === "svg") return source;
  // The cards are opaque; dropping the alpha channel keeps the files small.
  const image = sharp(source).flatten({ background: "#ffffff" });
  switch (format) {
    case "webp":
      return image.webp({ quality: 80, effort: 2 }).toBuffer();
    case "jpeg":
      return image.jpeg({ quality: 82 }).toBuffer();
    case "png":
      return image.png({ compressionLevel: 6 }).toBuffer();
  }
}

const CACHE_BYTES = 64 * 1024 * 1024;

/** Remembers encoded files by key and encodes each key once even when asked concurrently. */
export function createImageCache(maxBytes = CACHE_BYTES) {
  const done = new LRUCache<string, Buffer>({
    maxSize: maxBytes,
    sizeCalculation: (buffer) => Math.max(1, buffer.byteLength),
  });
  const pending = new Map<string, Promise<Buffer>>();
  return async function cached(key: string, encode: () => Promise<Buffer>): Promise<Buffer> {
    const hit = done.get(key) ?? pending.get(key);
    if (hit) return hit;
    const work = encode().finally(() => pending.delete(key));
    pending.set(key, work);
    const buffer = await work;
    done.set(key, buffer);
    return buffer;
  };
}
