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
