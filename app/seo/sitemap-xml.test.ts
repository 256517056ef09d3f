import { afterEach, describe, expect, test } from "vitest";

import { catchAllHref } from "#app/seo/catch-all-href.ts";
import { sitemapProtocolErrors } from "#app/seo/sitemap-validator.ts";
import {
  MAX_URLS_PER_SITEMAP,
  sitemapIndexXml,
  sitemapPart,
  sitemapPartCount,
  sitemapUrls,
  urlsetXml,
} from "#app/seo/sitemap-xml.ts";
import { href, setLocaleOrigins } from "#app/utils/href.ts";

const origin = "https://shop.example";
const productPath = (locale: "cs" | "sk" | "de", slug: string) => href("product", locale, { slug });

describe("sitemapUrls", () => {
  test("one <url> per language, each naming every language and cs as x-default", () => {
    const urls = sitemapUrls(
      [{ slugs: { cs: "doprava", de: "versand" }, lastModified: "2026-11-20T10:00:00+01:00" }],
      { origin, path: catchAllHref },
    );
    const alternates = [
      { hreflang: "cs", href: "https://shop.example/doprava" },
      { hreflang: "de", href: "https://shop.example/de/versand" },
      { hreflang: "x-default", href: "https://shop.example/doprava" },
    ];
    expect(urls).toEqual([
      { loc: "https://shop.example/doprava", lastmod: "2026-11-20T09:00:00.000Z", alternates },
      { loc: "https://shop.example/de/versand", lastmod: "2026-11-20T09:00:00.000Z", alternates },
    ]);
  });

  test("product URLs come from the same href helper as the product page", () => {
    const slug = "vibrator-rabbit-duo";
    const urls = sitemapUrls([{ slugs: { cs: slug, sk: slug, de: slug }, lastModified: null }], {
      origin,
      path: productPath,
    });
    expect(urls.map((url) => url.loc)).toEqual([
      "https://shop.example/produkt/vibrator-rabbit-duo",
      "https://shop.example/sk/produkt/vibrator-rabbit-duo",
      "https://shop.example/de/produkt/vibrator-rabbit-duo",
    ]);
    expect(urls[0]?.lastmod).toBeNull();
  });

  test("an entry whose URL would pass 2048 characters is left out", () => {
    const urls = sitemapUrls([{ slugs: { cs: "a".repeat(2048) }, lastModified: null }], {
      origin,
      path: catchAllHref,
    });
    expect(urls).toEqual([]);
  });
});

describe("sitemapUrls with a host per language (domain mode)", () => {
  afterEach(() => setLocaleOrigins({}));

  test("a host's sitemap lists its own pages, with alternates on the other hosts", () => {
    setLocaleOrigins({ cs: "https://shop.cz", sk: "https://shop.sk", de: "https://shop.de" });
    const urls = sitemapUrls([{ slugs: { cs: "doprava", de: "versand" }, lastModified: null }], {
      origin: "https://shop.de",
      path: catchAllHref,
      locales: ["de"],
    });
    expect(urls).toEqual([
      {
        loc: "https://shop.de/versand",
        lastmod: null,
        alternates: [
          { hreflang: "cs", href: "https://shop.cz/doprava" },
          { hreflang: "de", href: "https://shop.de/versand" },
          { hreflang: "x-default", href: "https://shop.cz/doprava" },
        ],
      },
    ]);
  });
});

describe("urlsetXml", () => {
  test("is a valid sitemap, with entities escaped", () => {
    const urls = sitemapUrls(
      [
        { slugs: { cs: "kontakt", sk: "kontakt", de: "kontakt" }, lastModified: "2026-11-01" },
        { slugs: { cs: "a&b<c>'d\"" }, lastModified: null },
      ],
      { origin, path: catchAllHref },
    );
    const xml = urlsetXml(urls);
    expect(sitemapProtocolErrors(xml)).toEqual([]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain("<loc>https://shop.example/a%26b%3Cc%3E&apos;d%22</loc>");
    expect(xml).toContain("<lastmod>2026-11-01T00:00:00.000Z</lastmod>");
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/kontakt"/>',
    );
  });

  test("escapes what a loc may carry in its query", () => {
    const xml = urlsetXml([
      { loc: "https://shop.example/a?x=1&y='2'", lastmod: null, alternates: [] },
    ]);
    expect(xml).toContain("<loc>https://shop.example/a?x=1&amp;y=&apos;2&apos;</loc>");
    expect(sitemapProtocolErrors(xml)).toEqual([]);
  });

  test("an empty sitemap is still valid", () => {
    expect(sitemapProtocolErrors(urlsetXml([]))).toEqual([]);
  });

  test("refuses more than 50 000 URLs; a large sitemap is split into valid parts", () => {
    const slugs = Array.from({ length: MAX_URLS_PER_SITEMAP + 10 }, (_, index) => `p-${index}`);
    const urls = sitemapUrls(
      slugs.map((slug) => ({ slugs: { cs: slug }, lastModified: null })),
      { origin, path: productPath },
    );
    expect(() => urlsetXml(urls)).toThrow();
    expect(sitemapPartCount(urls.length)).toBe(2);
    expect(sitemapPart(urls, 1)).toHaveLength(MAX_URLS_PER_SITEMAP);
    expect(sitemapPart(urls, 2)).toHaveLength(10);
    expect(sitemapProtocolErrors(urlsetXml(sitemapPart(urls, 2)))).toEqual([]);
    expect(sitemapPartCount(0)).toBe(1);
  });
});

describe("sitemapIndexXml", () => {
  test("is a valid sitemap index of absolute locs", () => {
    const xml = sitemapIndexXml([
      "https://shop.example/sitemaps/products.xml",
      "https://shop.example/sitemaps/products-2.xml",
    ]);
    expect(sitemapProtocolErrors(xml)).toEqual([]);
    expect(xml).toContain(
      "<sitemap><loc>https://shop.example/sitemaps/products-2.xml</loc></sitemap>",
    );
  });
});
