import { getBranches } from "#bff/cms/branches.ts";
import { getConfig } from "#bff/config.ts";
import type { RequestContext } from "#bff/context.ts";
import { LOCALES } from "#bff/locales.js";
import { localisedSlugs } from "#bff/rules/seo-meta.ts";

import { cachedEntries, type SitemapEntry } from "./sitemap.ts";

/**
 * The branches that may be indexed (meta_noindex off) of every language's site (the Slovak
 * shop has shops of its own), each in every language its canonical_slugs name. A branch on
 * several sites is listed once. Dependency depth 1.
 */
export function sitemapBranches({ ctx }: { ctx: RequestContext }): Promise<Array<SitemapEntry>> {
  return cachedEntries(ctx, "branches", ["page"], async (publicCtx) => {
    const { LOCALE_DOMAIN_CODES } = getConfig();
    const sites = await Promise.all(
      LOCALES.map(async (locale) => {
        const siteCtx = { ...publicCtx, locale, domainCode: LOCALE_DOMAIN_CODES[locale] };
        const branches = await getBranches({ ctx: siteCtx });
        return branches.map((branch) => ({ branch, locale }));
      }),
    );
    const seen = new Set<string>();
    return sites
      .flat()
      .filter(({ branch }) => {
        if (seen.has(branch._id)) return false;
        seen.add(branch._id);
        return !branch.page_meta.meta_noindex && branch.page_meta.slug;
      })
      .map(({ branch, locale }) => ({
        slugs: localisedSlugs(branch.page_meta.canonical_slugs, {
          locale,
          slug: branch.page_meta.slug,
        }),
        lastModified: branch.lastModified,
      }));
  });
}
