import { getCategories } from "#bff/cms/catalog.ts";
import { getTopCategories } from "#bff/cms/documents.ts";
import type { RequestContext } from "#bff/context.ts";
import { optional } from "#bff/optional.ts";
import { resolveCmsLink, type ResolvedLink } from "#bff/rules/cms-link.ts";
import { truncate } from "#bff/rules/truncate.ts";

import { responsiveImage, type ResponsiveImage } from "./product-card.ts";
import { storefrontLinks } from "./storefront-hosts.ts";

/** The spec cuts top-category titles at 45 characters. */
export const TOP_CATEGORY_TITLE_MAX = 45;

const TILE_IMAGE = { width: 270, height: 180 } as const;

/**
 * Where the magazine lives, as CMS links name it (in the default language, like every CMS
 * path): a category at `{path}/{slug}`, a child under its master, a tag at `{path}/stitky/{slug}`.
 */
const MAGAZINE_PATH = "nakupni-radce";

type TopLink = { title: string; link: ResolvedLink };

export type TopCategories = {
  virtualCategories: Array<TopLink>;
  tiles: Array<{ title: string; image: ResponsiveImage | null; links: Array<TopLink> }>;
};

/**
 * The CMS's top categories: tiles of links to categories, virtual categories, magazine
 * categories and tags, and custom paths, and the featured virtual categories. Links whose target is gone are left out; the
 * page renders without the section when the CMS cannot answer. Dependency depth 1: the
 * configuration and the store categories (for their slugs) at once.
 */
export async function topCategories({
  ctx,
}: {
  ctx: RequestContext;
}): Promise<TopCategories | null> {
  const read = await optional(Promise.all([getTopCategories({ ctx }), getCategories({ ctx })]), {
    ctx,
    what: "top categories",
  });
  if (!read) return null;
  const [configuration, categories] = read;
  if (!configuration) return null;
  const cmsLink = storefrontLinks(ctx.locale);
  const categorySlugs = new Map(categories.map((category) => [category.id, category.slug]));
  const virtualSlugs = new Map(
    configuration.top_virtual_categories.map((entry) => [entry._id, entry.page_meta.slug]),
  );
  const path = (slug: string | undefined) => (slug ? resolveCmsLink(`/${slug}`) : null);
  const linked = (title: string, link: ResolvedLink | null): Array<TopLink> =>
    link ? [{ title: truncate(title, TOP_CATEGORY_TITLE_MAX), link }] : [];

  return {
    virtualCategories: configuration.top_virtual_categories.flatMap((entry) =>
      linked(entry.title, path(entry.page_meta.slug)),
    ),
    tiles: configuration.top_categories.map((tile) => ({
      title: truncate(tile.title, TOP_CATEGORY_TITLE_MAX),
      image: tile.top_category_image
        ? responsiveImage(tile.top_category_image.path, "", TILE_IMAGE)
        : null,
      links: tile.top_category_links.flatMap((entry) => {
        if (entry.link_type === "category") {
          return linked(entry.title, path(categorySlugs.get(entry.category_link?.entityId ?? -1)));
        }
        if (entry.link_type === "article_category") {
          const category = entry.article_category_link;
          const master = category?.master_category?.page_meta.slug;
          const slugs = [master, category?.page_meta.slug].filter(Boolean).join("/");
          return linked(entry.title, category ? path(`${MAGAZINE_PATH}/${slugs}`) : null);
        }
        if (entry.link_type === "article_tag") {
          const tag = entry.article_tag_link?.page_meta.slug;
          return linked(entry.title, tag ? path(`${MAGAZINE_PATH}/stitky/${tag}`) : null);
        }
        if (entry.link_type === "virtual_category") {
          return linked(
            entry.title,
            path(virtualSlugs.get(entry.virtual_category_link?._id ?? "")),
          );
        }
        return linked(entry.title, cmsLink(entry.custom_link));
      }),
    })),
  };
}
