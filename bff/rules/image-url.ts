/**
 * The CDN address of an image in a given box: `{cdn}/image/w{width}h{height}/{fileKey}`.
 * Dimensions are part of the style so the CDN can serve the right size and the page can
 * reserve the space.
 */
export function imageUrl(
  cdnBase: string,
  fileKey: string,
  { width, height }: { width: number; height: number },
): string {
  const base = cdnBase.replace(/\/+$/, "");
  const key = fileKey.split("/").map(encodeURIComponent).join("/");
  return `${base}/image/w${width}h${height}/${key}`;
}

/** An image's style segment in its address: `/image/w540h540/`. */
const STYLE = /\/image\/w(\d+)h(\d+)\//;

/** How far a listed width may move so that its height is whole (`sameShape`). */
const SHAPE_SLACK = 0.02;

function greatestDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestDivisor(b, a % b);
}

/**
 * A width near `width` at which a `w`×`h` picture has a whole height, and that height. The
 * page reserves a picture's box from its width and height attributes; a file of a slightly
 * other shape (400×133 for a 3:1 box) moves everything below by a fraction of a pixel once
 * it loads, so the page's height would depend on which file of the `srcset` the browser
 * took. Within 2 % of the width no one sees the difference; a shape with no whole height
 * that near keeps the width and a rounded height.
 */
function sameShape(w: number, h: number, width: number): { width: number; height: number } {
  const divisor = greatestDivisor(w, h);
  const [stepW, stepH] = [w / divisor, h / divisor];
  const steps = Math.round(width / stepW);
  if (steps > 0 && Math.abs(steps * stepW - width) <= width * SHAPE_SLACK) {
    return { width: steps * stepW, height: steps * stepH };
  }
  return { width, height: Math.round((width * h) / w) };
}

/** The address `imageUrl` made at about another width of the same shape, and that width. */
function resized(src: string, width: number): { url: string; width: number } | null {
  const style = STYLE.exec(src);
  if (!style) return null;
  const shape = sameShape(Number(style[1]), Number(style[2]), width);
  return {
    url: src.replace(STYLE, `/image/w${shape.width}h${shape.height}/`),
    width: shape.width,
  };
}

/** The address `imageUrl` made, at about another width of the same shape (`sameShape`). */
export function resizedImageUrl(src: string, width: number): string {
  return resized(src, width)?.url ?? src;
}

/**
 * The `srcset` of an address `imageUrl` made, at other widths of the same shape. A page's
 * data carries one address and its widths, not every address, so the document does not
 * repeat each picture's list in the data it hydrates from.
 */
export function srcSetOf(src: string, widths: ReadonlyArray<number>): string {
  return widths
    .map((width) => resized(src, width))
    .filter((each) => each !== null)
    .map(({ url, width }) => `${url} ${width}w`)
    .join(", ");
}

/**
 * The CDN address of a file as uploaded (a manual, a PDF): `{cdn}/original/{path}`, each
 * segment encoded so a name with spaces or diacritics stays one path.
 */
export function originalUrl(cdnBase: string, path: string): string {
  const base = cdnBase.replace(/\/+$/, "");
  return `${base}/original/${path.split("/").map(encodeURIComponent).join("/")}`;
}
