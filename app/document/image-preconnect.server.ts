/**
 * The `Link` header that has the browser connect to the image CDN while it still reads the
 * page: the largest picture of most pages comes from there, and without the hint its
 * connection would start only when the parser reaches the first image (a DNS lookup, TCP
 * and TLS handshakes: three round trips on a phone's network before the first byte). The
 * header reaches the browser before any of the HTML, and the connection then serves every
 * later page. Null when the images come from the page's own origin, already connected.
 *
 * Images are fetched without CORS (no `crossorigin` on any <img>), which is the connection
 * a preconnect without `crossorigin` opens; one with it would go unused.
 */
export function imagePreconnect(imageCdnUrl: string, pageOrigin: string): string | null {
  const origin = new URL(imageCdnUrl).origin;
  return origin === new URL(pageOrigin).origin ? null : `<${origin}>; rel=preconnect`;
}
