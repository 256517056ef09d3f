import type { StoreCategory } from "#bff/cms/schemas-catalog.ts";
import type { Locale } from "#bff/context.ts";

/** One step of a breadcrumb: a category's name and slug in the shopper's language. */
export type Crumb = { name: string; slug: string };

/**
 * The category path of a product: its store category and that category's ancestors, the
 * top category first, each named and slugged in `locale` from its canonical_slugs (its own
 * name and slug when those do not name the language).
 */
export function categoryTrail(
  categories: Array<StoreCategory>,
  categoryId: number | null | undefined,
  locale: Locale,
): Array<Crumb> {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const trail: Array<Crumb> = [];
  const seen = new Set<number>();
  let current = categoryId == null ? undefined : byId.get(categoryId);
  // A parent loop in the upstream data must not hang the page.
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    const localised = current.canonical_slugs.find((entry) => entry.lang === locale);
    trail.unshift({
      name: localised?.title || current.name,
      slug: localised?.slug || current.slug,
    });
    current = current.parentId === null ? undefined : byId.get(current.parentId);
  }
  return trail;
}
