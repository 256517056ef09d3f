import { LOCALES } from "#app/seo/localised-links.ts";
import { sitemapPartCount, sitemapUrls } from "#app/seo/sitemap-xml.ts";
import {
  SITEMAP_DIRECTORY,
  SITEMAPS,
  sitemapFileName,
  type SitemapName,
} from "#app/seo/sitemaps.server.ts";
import { sharesHost } from "#app/utils/href.ts";
import type { RequestContext } from "#bff/index.server.ts";

export type SitemapOverviewRow = {
  name: SitemapName;
  /** Pages of this kind in the sitemap. */
  entries: number;
  /** Addresses listed for this host: a page once per language served here. */
  urls: number;
  /** The sitemap's files, paths on this host. */
  files: Array<string>;
};

function isSitemapName(name: string): name is SitemapName {
  return Object.hasOwn(SITEMAPS, name);
}

/**
 * What the sitemaps list, read from the sitemap code itself (app/seo/sitemaps.server.ts):
 * each kind of page with its count, its addresses on this host and its files. The entries
 * come through the BFF's sitemap cache, as the sitemap files' own requests get them.
 */
export async function sitemapOverview(
  ctx: RequestContext,
  origin: string,
): Promise<Array<SitemapOverviewRow>> {
  const names = Object.keys(SITEMAPS).filter(isSitemapName);
  return Promise.all(
    names.map(async (name) => {
      const source = SITEMAPS[name];
      const entries = await source.entries({ ctx });
      const urls = sitemapUrls(entries, {
        origin,
        path: source.path,
        locales: LOCALES.filter((locale) => sharesHost(locale, ctx.locale)),
      });
      const parts = sitemapPartCount(urls.length);
      return {
        name,
        entries: entries.length,
        urls: urls.length,
        files: Array.from(
          { length: parts },
          (_, index) => `${SITEMAP_DIRECTORY}/${sitemapFileName(name, index + 1)}`,
        ),
      };
    }),
  );
}
