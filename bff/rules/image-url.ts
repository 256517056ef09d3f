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

/**
 * The `srcset` of an image in a box at several widths, each a style of the box's shape
 * (`w540h540 540w` for a square box), so the browser takes the smallest file that fills the
 * width the page shows it at on that screen.
 */
export function imageSrcSet(
  cdnBase: string,
  fileKey: string,
  box: { width: number; height: number },
  widths: ReadonlyArray<number>,
): string {
  return widths
    .map((width) => {
      const height = Math.round((width * box.height) / box.width);
      return `${imageUrl(cdnBase, fileKey, { width, height })} ${width}w`;
    })
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
