import { gzipSync } from "node:zlib";

/**
 * gzip bytes of every script a page loads (module scripts, the translations module and
 * their preloads) and of the inline scripts and data they read (loader data). Structured
 * data for search engines (`application/ld+json`) is neither run nor read by the scripts.
 * `html` is the page as served from `origin`.
 */
export async function javascriptBytes(origin: string, html: string): Promise<number> {
  const sources = new Set(
    [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)].map(([, src]) => src),
  );
  let total = 0;
  for (const [, attributes = "", body = ""] of html.matchAll(
    /<script([^>]*)>([\s\S]*?)<\/script>/g,
  )) {
    if (!attributes.includes('type="application/ld+json"')) total += gzipSync(body).length;
  }
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source ?? "", origin))).arrayBuffer());
    total += gzipSync(body).length;
  }
  return total;
}
