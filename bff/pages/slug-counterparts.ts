import { getSlugMetadata } from "#bff/cms/content.ts";
import type { RequestContext } from "#bff/context.ts";
import { optional } from "#bff/optional.ts";

/**
 * A slug's counterpart in another language: `(slug, types, from, target)`, where `types`
 * are the entity types the slug may name in order of preference and `from` the language
 * it is most likely written in. null when the CMS names no such entity, or the entity has
 * no page in `target`.
 */
export type SlugCounterparts = (
  slug: string,
  types: ReadonlyArray<string>,
  from: string,
  target: string,
) => string | null;

/**
 * What the CMS's slug metadata says of `slugs` in any language, as a lookup of their
 * counterparts: one call for a whole page of links. A CMS that cannot answer leaves every
 * link without a counterpart, so the links fall back to their lists.
 */
export async function slugCounterparts({
  ctx,
  slugs,
}: {
  ctx: RequestContext;
  slugs: Array<string>;
}): Promise<SlugCounterparts> {
  const unique = [...new Set(slugs)].sort();
  const rows =
    unique.length === 0
      ? []
      : ((await optional(getSlugMetadata({ ctx, slugs: unique, lang: null }), {
          ctx,
          what: "slug counterparts",
        })) ?? []);
  return (slug, types, from, target) => {
    const candidates = rows
      .filter((row) => row.slug === slug && types.includes(row.type))
      .sort(
        (a, b) =>
          types.indexOf(a.type) - types.indexOf(b.type) ||
          Number(b.lang === from) - Number(a.lang === from),
      );
    const [row] = candidates;
    if (!row) return null;
    const named = row.canonical_slugs.find((entry) => entry.language === target)?.slug;
    return named ?? (row.lang === target ? row.slug : null);
  };
}
