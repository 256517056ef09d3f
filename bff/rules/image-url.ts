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
 * The CDN address of a file as uploaded (a manual, a PDF): `{cdn}/original/{path}`, each
 * segment encoded so a name with spaces or diacritics stays one path.
 */
export function originalUrl(cdnBase: string, path: string): string {
  const base = cdnBase.replace(/\/+$/, "");
  return `${base}/original/${path.split("/").map(encodeURIComponent).join("/")}`;
}
