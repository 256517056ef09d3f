import type { UniqueSellingPoint } from "#bff/cms/schemas-content.ts";
import type { ResolvedLink } from "#bff/rules/cms-link.ts";
import { truncate } from "#bff/rules/truncate.ts";

/** Spec §9: selling-point titles are cut at 80 characters. */
export const SELLING_POINT_TITLE_MAX = 80;

export type SellingPoint = {
  title: string;
  description: string | null;
  /** The CMS's icon name (`truck`, `gift`); the page draws a tick for one it does not know. */
  icon: string | null;
  link: ResolvedLink | null;
};

/**
 * Selling points as the editor set them: the heaviest first (the CMS's weight, as for
 * branches), the rest in their order, each title within the spec's length.
 */
export function sellingPoints(
  items: ReadonlyArray<UniqueSellingPoint>,
  linkOf: (url: string | null | undefined) => ResolvedLink | null,
): Array<SellingPoint> {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (b.item.weight ?? 0) - (a.item.weight ?? 0) || a.index - b.index)
    .map(({ item }) => ({
      title: truncate(item.title, SELLING_POINT_TITLE_MAX),
      description: item.description || null,
      icon: item.icon || null,
      link: linkOf(item.link),
    }));
}
