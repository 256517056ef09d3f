import { getArticles } from "#bff/cms/articles.ts";
import { getSlugMetadata } from "#bff/cms/content.ts";
import { getArticleCategories } from "#bff/cms/magazine.ts";
import type { RequestContext } from "#bff/context.ts";
import { optional } from "#bff/optional.ts";

import {
  type ArticleCardView,
  type MagazineNavEntry,
  magazineNavigation,
  toArticleCard,
} from "./magazine-listing.ts";

/** How many of the newest articles the advice landing shows. */
export const ADVICE_LATEST = 6;

export type AdvicePage = {
  /** The curated buying guides (CMS content pages), by title. */
  guides: Array<{ slug: string; title: string }>;
  latest: Array<ArticleCardView>;
  categories: Array<MagazineNavEntry>;
};

/**
 * The shopping-advice landing (/poradna) the top menu points to: the curated guides, the
 * newest articles and the magazine's categories. Each part is optional, so one failing
 * upstream read leaves the others. Dependency depth 1.
 */
export async function advicePage({
  ctx,
  now = new Date(),
}: {
  ctx: RequestContext;
  now?: Date;
}): Promise<AdvicePage> {
  const [slugs, latest, categories] = await Promise.all([
    optional(getSlugMetadata({ ctx }), { ctx, what: "guide list" }),
    optional(getArticles({ ctx, skip: 0, limit: ADVICE_LATEST, now }), {
      ctx,
      what: "latest articles",
    }),
    optional(getArticleCategories({ ctx }), { ctx, what: "magazine categories" }),
  ]);
  return {
    guides: (slugs ?? [])
      .filter((entry) => entry.type === "content_page" && entry.title.trim())
      .map((entry) => ({ slug: entry.slug, title: entry.title }))
      .sort((a, b) => a.title.localeCompare(b.title, ctx.locale)),
    latest: (latest?.entities ?? []).map(toArticleCard),
    categories: magazineNavigation(categories ?? [], null),
  };
}
