import { getBranches } from "#bff/cms/branches.ts";
import type { RequestContext } from "#bff/context.ts";
import { localisedSlugs } from "#bff/rules/seo-meta.ts";

import { cachedEntries, type SitemapEntry } from "./sitemap.ts";

/**
 * The site's branches that may be indexed (meta_noindex off), in every language their
 * canonical_slugs name. Dependency depth 1.
 */
export function sitemapBranches({ ctx }: { ctx: RequestContext }): Promise<Array<SitemapEntry>> {
  return cachedEntries(ctx, "branches", ["page"], async (publicCtx) => {
    const branches = await getBranches({ ctx: publicCtx });
    return branches
      .filter((branch) => !branch.page_meta.meta_noindex && branch.page_meta.slug)
      .map((branch) => ({
        slugs: localisedSlugs(branch.page_meta.canonical_slugs, {
          locale: publicCtx.locale,
          slug: branch.page_meta.slug,
        }),
        lastModified: branch.lastModified,
      }));
  });
}
