import { getCategories } from "#bff/cms/catalog.ts";
import { getCategoryImages } from "#bff/cms/category-images.ts";
import type { StoreCategory } from "#bff/cms/schemas-catalog.ts";
import type { RequestContext } from "#bff/context.ts";
import { optional } from "#bff/optional.ts";

import { responsiveImage, type ResponsiveImage } from "./product-card.ts";

/** The size of a top category's picture on the all-categories page. */
export const CATEGORY_TILE_IMAGE = { width: 320, height: 200 } as const;

export type CategoryTreeNode = {
  id: number;
  name: string;
  /** The category's slug in the shopper's language: its page is the catch-all's `/{slug}`. */
  slug: string;
  productCount: number;
  children: Array<CategoryTreeNode>;
};

export type CategoryIndex = {
  categories: Array<CategoryTreeNode & { image: ResponsiveImage | null }>;
};

/** A store category's slug in a language: its canonical slug there, else its own. */
function slugIn(category: StoreCategory, locale: string): string {
  return category.canonical_slugs.find((entry) => entry.lang === locale)?.slug ?? category.slug;
}

/**
 * The store's categories as a tree, by position at every level. A category whose parent
 * the list does not hold is left out with its parent, as no page links it.
 */
export function categoryTree(
  categories: ReadonlyArray<StoreCategory>,
  locale: string,
): Array<CategoryTreeNode> {
  const byParent = new Map<number | null, Array<StoreCategory>>();
  for (const category of categories) {
    const siblings = byParent.get(category.parentId) ?? [];
    siblings.push(category);
    byParent.set(category.parentId, siblings);
  }
  const seen = new Set<number>();
  const branch = (parentId: number | null): Array<CategoryTreeNode> =>
    [...(byParent.get(parentId) ?? [])]
      .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name, "cs"))
      .flatMap((category) => {
        // A loop in the upstream's parent links must not hang the page.
        if (seen.has(category.id)) return [];
        seen.add(category.id);
        return [
          {
            id: category.id,
            name: category.name,
            slug: slugIn(category, locale),
            productCount: category.productCount,
            children: branch(category.id),
          },
        ];
      });
  return branch(null);
}

/**
 * Every store category for /kategorie: the top ones with their CMS pictures, each with its
 * subcategories. The pictures are optional: without them the page still lists everything.
 * Dependency depth 2: the categories -> the top categories' pictures.
 */
export async function categoryIndex({ ctx }: { ctx: RequestContext }): Promise<CategoryIndex> {
  const tree = categoryTree(await getCategories({ ctx }), ctx.locale);
  const images = await optional(
    getCategoryImages({ ctx, storeIds: tree.map((category) => category.id) }),
    { ctx, what: "category pictures" },
  );
  return {
    categories: tree.map((category) => {
      const image = images?.get(category.id);
      return {
        ...category,
        image: image ? responsiveImage(image.path, "", CATEGORY_TILE_IMAGE) : null,
      };
    }),
  };
}
