import { describe, expect, test } from "vitest";

import { sitemapProtocolErrors } from "#app/seo/sitemap-validator.ts";

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const urlset = (body: string) =>
  `${DECLARATION}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${body}</urlset>`;

describe("sitemapProtocolErrors (the helper the sitemap tests rely on)", () => {
  test("accepts a valid urlset with lastmod and alternates", () => {
    const xml = urlset(
      "<url><loc>https://shop.example/a?x=1&amp;y=2</loc><lastmod>2026-11-22T02:00:00+01:00</lastmod>" +
        '<xhtml:link rel="alternate" hreflang="de" href="https://shop.example/de/a"/></url>',
    );
    expect(sitemapProtocolErrors(xml)).toEqual([]);
  });

  test.each([
    ["an unescaped ampersand", urlset("<url><loc>https://shop.example/a?x=1&y=2</loc></url>")],
    ["a relative loc", urlset("<url><loc>/produkt/a</loc></url>")],
    ["a missing loc", urlset("<url><lastmod>2026-11-22</lastmod></url>")],
    [
      "a lastmod that is no W3C datetime",
      urlset("<url><loc>https://shop.example/a</loc><lastmod>22. 11. 2026</lastmod></url>"),
    ],
    ["an unclosed element", urlset("<url><loc>https://shop.example/a</loc>")],
    ["a foreign element", urlset("<url><loc>https://shop.example/a</loc><title>A</title></url>")],
    [
      "a loc over 2048 characters",
      urlset(`<url><loc>https://shop.example/${"a".repeat(2048)}</loc></url>`),
    ],
    [
      "the wrong namespace",
      `${DECLARATION}<urlset xmlns="http://www.google.com/schemas/sitemap/0.84"><url><loc>https://shop.example/a</loc></url></urlset>`,
    ],
    [
      "a url inside a sitemap index",
      `${DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://shop.example/a</loc></url></sitemapindex>`,
    ],
    ["no XML declaration", urlset("").slice(DECLARATION.length)],
  ])("reports %s", (_what, xml) => {
    expect(sitemapProtocolErrors(xml)).not.toEqual([]);
  });

  // Parsing 50 001 entries takes a while on a busy machine.
  test("reports more than 50 000 URLs in one file", { timeout: 60_000 }, () => {
    const xml = urlset("<url><loc>https://shop.example/a</loc></url>".repeat(50_001));
    expect(sitemapProtocolErrors(xml)).toContain("50001 entries, more than 50000");
  });
});
