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

/** The address `imageUrl` made, at another width of the same shape. */
export function resizedImageUrl(src: string, width: number): string {
  return src.replace(STYLE, (_style, w: string, h: string) => {
    const height = Math.round((width * Number(h)) / Number(w));
    return `/image/w${width}h${height}/`;
  });
}

/**
 * The `srcset` of an address `imageUrl` made, at other widths of the same shape. A page's
 * data carries one address and its widths, not every address, so the document does not
 * repeat each picture's list in the data it hydrates from.
 */
export function srcSetOf(src: string, widths: ReadonlyArray<number>): string {
  if (!STYLE.test(src)) return "";
  return widths.map((width) => `${resizedImageUrl(src, width)} ${width}w`).join(", ");
}

/**
 * The CDN address of a file as uploaded (a manual, a PDF): `{cdn}/original/{path}`, each
 * segment encoded so a name with spaces or diacritics stays one path.
 */
export function originalUrl(cdnBase: string, path: string): string {
  const base = cdnBase.replace(/\/+$/, "");
  return `${base}/original/${path.split("/").map(encodeURIComponent).join("/")}`;
}
