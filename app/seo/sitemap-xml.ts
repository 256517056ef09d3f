import { LOCALES, localisedUrls } from "#app/seo/localised-links.ts";
import type { Locale } from "#app/utils/href.ts";
import type { SitemapEntry } from "#bff/pages/sitemap.ts";

/** The sitemap protocol's limits (sitemaps.org): URLs per file and characters per URL. */
export const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
export const XHTML_NAMESPACE = "http://www.w3.org/1999/xhtml";
export const MAX_URLS_PER_SITEMAP = 50_000;
export const MAX_LOC_LENGTH = 2048;

export type SitemapUrl = {
  loc: string;
  lastmod: string | null;
  alternates: Array<{ hreflang: string; href: string }>;
};

const XML_ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ENTITIES[character] ?? character);
}

/** A W3C datetime (what <lastmod> takes), or null for a date that cannot be read. */
function w3cDatetime(value: string | null): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * The URLs of a sitemap: one <url> for each language version of each entry, each naming
 * every version as an hreflang alternate (cs also as x-default), built with the same path
 * helpers as the pages' own links. Only the versions served at the sitemap's own host get
 * a <url>, as a search engine takes a sitemap's URLs from that host alone. A URL longer
 * than the protocol allows is left out.
 */
export function sitemapUrls(
  entries: Array<SitemapEntry>,
  {
    origin,
    path,
    locales = LOCALES,
  }: {
    origin: string;
    /** Where the page lives in a language, from its slug there (and in every language). */
    path: (locale: Locale, slug: string, slugs: SitemapEntry["slugs"]) => string | null;
    /** The languages whose pages this host's sitemap lists; alternates name them all. */
    locales?: ReadonlyArray<Locale>;
  },
): Array<SitemapUrl> {
  return entries.flatMap((entry) => {
    const urls = localisedUrls({
      origin,
      path: (locale) => {
        const slug = entry.slugs[locale];
        return slug ? path(locale, slug, entry.slugs) : null;
      },
    });
    if (Object.values(urls).some((url) => url.length > MAX_LOC_LENGTH)) return [];
    const alternates: SitemapUrl["alternates"] = LOCALES.flatMap((locale) => {
      const href = urls[locale];
      return href ? [{ hreflang: locale, href }] : [];
    });
    if (urls.cs) alternates.push({ hreflang: "x-default", href: urls.cs });
    const lastmod = w3cDatetime(entry.lastModified);
    return locales.flatMap((locale) => {
      const loc = urls[locale];
      return loc ? [{ loc, lastmod, alternates }] : [];
    });
  });
}

/** How many files a sitemap of `urlCount` URLs takes (at least one, even when empty). */
export function sitemapPartCount(urlCount: number): number {
  return Math.max(1, Math.ceil(urlCount / MAX_URLS_PER_SITEMAP));
}

/** The URLs of one file (1-based) of a sitemap split at the protocol's limit. */
export function sitemapPart(urls: Array<SitemapUrl>, part: number): Array<SitemapUrl> {
  return urls.slice((part - 1) * MAX_URLS_PER_SITEMAP, part * MAX_URLS_PER_SITEMAP);
}

/** A <urlset> document of at most MAX_URLS_PER_SITEMAP URLs. */
export function urlsetXml(urls: Array<SitemapUrl>): string {
  if (urls.length > MAX_URLS_PER_SITEMAP) throw new Error("a sitemap holds at most 50 000 URLs");
  const body = urls.map(({ loc, lastmod, alternates }) =>
    [
      "<url>",
      `<loc>${escapeXml(loc)}</loc>`,
      ...(lastmod ? [`<lastmod>${lastmod}</lastmod>`] : []),
      ...alternates.map(
        ({ hreflang, href }) =>
          `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
      ),
      "</url>",
    ].join(""),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">`,
    ...body,
    "</urlset>",
    "",
  ].join("\n");
}

/** A <sitemapindex> document listing sitemap files by their absolute URLs. */
export function sitemapIndexXml(locs: Array<string>): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<sitemapindex xmlns="${SITEMAP_NAMESPACE}">`,
    ...locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`),
    "</sitemapindex>",
    "",
  ].join("\n");
}
