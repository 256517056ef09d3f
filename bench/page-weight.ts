import { gzipSync } from "node:zlib";

import type { Page } from "@playwright/test";

/** What a page weighs, in bytes (see bench/budgets.ts for what each figure counts). */
export type PageWeight = {
  javascript: number;
  document: number;
  hydration: number;
  /** The scripts it loaded, largest first: where to look when a budget is passed. */
  scripts: Array<{ url: string; gzip: number }>;
};

/**
 * Loads `url` in `page` (a fresh browser context, so nothing is cached) and weighs what
 * it sent the browser: every script it loaded from its own origin until the network was
 * idle, the document, and the loader data serialised into it for hydration. Structured
 * data for search engines (`application/ld+json`) is neither run nor read by scripts.
 */
export async function pageWeight(page: Page, url: string): Promise<PageWeight> {
  const origin = new URL(url).origin;
  const loaded: Array<Promise<{ url: string; gzip: number } | null>> = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script" || !response.url().startsWith(origin)) {
      return;
    }
    loaded.push(
      response
        .body()
        // Chromium may already have dropped a body it was done with (its buffer per page is
        // bounded), which once made a page of 33 scripts weigh 12 KiB: the build's files
        // and routes answer the same bytes when asked again.
        .catch(() =>
          page
            .context()
            .request.get(response.url())
            .then((again) => again.body()),
        )
        .then(
          (body) => ({ url: response.url().slice(origin.length), gzip: gzipSync(body).length }),
          // Only what cannot be asked again at all weighs nothing.
          () => null,
        ),
    );
  });
  const response = await page.goto(url, { waitUntil: "networkidle" });
  if (!response || response.status() !== 200) {
    throw new Error(`${url} answered ${response?.status() ?? "nothing"}`);
  }
  const html = await response.text();
  let inline = 0;
  let hydration = 0;
  for (const [, attributes = "", body = ""] of html.matchAll(
    /<script([^>]*)>([\s\S]*?)<\/script>/g,
  )) {
    if (attributes.includes('type="application/ld+json"') || body.length === 0) continue;
    inline += gzipSync(body).length;
    if (body.includes("__remixContext")) hydration += Buffer.byteLength(body);
  }
  const scripts = (await Promise.all(loaded))
    .filter((script) => script !== null)
    .sort((a, b) => b.gzip - a.gzip);
  return {
    javascript: inline + scripts.reduce((sum, script) => sum + script.gzip, 0),
    document: Buffer.byteLength(html),
    hydration,
    scripts,
  };
}
