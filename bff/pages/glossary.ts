import { getCategories } from "#bff/cms/catalog.ts";
import { getGlossaryTerm, getGlossaryTerms, getVirtualCategoryLinks } from "#bff/cms/glossary.ts";
import { getProducts } from "#bff/cms/products.ts";
import { sanitiseRichText, type RichNode } from "#bff/cms/rich-text.ts";
import { getConfig } from "#bff/config.ts";
import type { RequestContext } from "#bff/context.ts";
import { BffError } from "#bff/errors.ts";
import { optional } from "#bff/optional.ts";
import { seoFromPageMeta, type PageSeo } from "#bff/rules/seo-meta.ts";
import type { LinkableTerm } from "#bff/rules/term-links.ts";

import { boxSettings } from "./box-settings.ts";
import { groupByLetter } from "./glossary-letters.ts";
import { toProductCard, type ProductCard } from "./product-card.ts";

/** A link to a page the catch-all route serves by its slug (a category, a virtual one). */
export type SlugLink = { title: string; slug: string };

export type GlossaryIndex = {
  /** Every letter of the alphabet in order; a letter without terms has none. */
  letters: Array<{
    letter: string;
    /** The section's fragment id, `pismeno-a`. */
    anchor: string;
    terms: Array<{ title: string; slug: string; perex: string | null }>;
  }>;
};

/** The glossary's index: the site's terms by letter in the language's order. Depth 1. */
export async function glossaryIndex({ ctx }: { ctx: RequestContext }): Promise<GlossaryIndex> {
  const terms = await getGlossaryTerms({ ctx });
  const entries = terms.flatMap((term) => {
    const slug = term.page_meta.slug.trim();
    return slug ? [{ title: term.title, slug, perex: term.perex?.trim() || null }] : [];
  });
  return {
    letters: groupByLetter(entries, ctx.locale).map(({ letter, anchor, items }) => ({
      letter,
      anchor,
      terms: items,
    })),
  };
}

export type GlossaryTermPage = {
  slug: string;
  /** The term itself, as the index lists it. */
  term: string;
  /** The page's H1: its page_title, else the term. */
  heading: string;
  perex: string | null;
  document: RichNode;
  categories: Array<SlugLink>;
  virtualCategories: Array<SlugLink>;
  products: Array<ProductCard>;
  /** Set when the shop has switched shopping off: shown instead of "Do košíku". */
  shoppingDisabledText: string | null;
  related: Array<SlugLink>;
  seo: PageSeo & { title: string };
};

/**
 * A glossary term's page: its text, the categories, virtual categories and products it
 * points at (boxes with prices), and related terms. Dependency depth 2: the term and the
 * box settings, then its references at once; only the term is required. Throws not_found
 * for a slug the site has no term for.
 */
export async function glossaryTermPage({
  ctx,
  slug,
}: {
  ctx: RequestContext;
  slug: string;
}): Promise<GlossaryTermPage> {
  const referenced = getGlossaryTerm({ ctx, slug }).then(async (term) => {
    if (!term) return null;
    const [products, categories, virtualCategories] = await Promise.all([
      optional(getProducts({ ctx, ids: term.product_reference.map((ref) => ref.entityId) }), {
        ctx,
        what: "glossary products",
      }),
      term.category_reference.length > 0
        ? optional(
            getCategories({ ctx, ids: term.category_reference.map((ref) => ref.entityId) }),
            {
              ctx,
              what: "glossary categories",
            },
          )
        : [],
      optional(
        getVirtualCategoryLinks({
          ctx,
          ids: term.virtual_category_reference.map((ref) => ref.entityId),
        }),
        { ctx, what: "glossary virtual categories" },
      ),
    ]);
    return { term, products: products ?? [], categories: categories ?? [], virtualCategories };
  });
  const [found, settings] = await Promise.all([referenced, boxSettings(ctx)]);
  if (!found) throw new BffError({ kind: "not_found" }, 404);
  const { term, products, categories } = found;

  const byId = <T extends { id: number }>(items: Array<T>) =>
    new Map(items.map((item) => [item.id, item]));
  const productsById = byId(products);
  const categoriesById = byId(categories);
  const virtualById = new Map((found.virtualCategories ?? []).map((item) => [item._id, item]));

  return {
    slug: term.page_meta.slug,
    term: term.title,
    heading: term.page_title?.trim() || term.title,
    perex: term.perex?.trim() || null,
    document: sanitiseRichText(term.description, { locale: ctx.locale }),
    categories: term.category_reference.flatMap(({ entityId }) => {
      const category = categoriesById.get(entityId);
      return category ? [{ title: category.name, slug: category.slug }] : [];
    }),
    virtualCategories: term.virtual_category_reference.flatMap(({ entityId }) => {
      const category = virtualById.get(entityId);
      return category?.page_meta.slug
        ? [{ title: category.title, slug: category.page_meta.slug }]
        : [];
    }),
    products: term.product_reference.flatMap(({ entityId }) => {
      const product = productsById.get(entityId);
      return product?.visibility.saleable
        ? [
            toProductCard(product, {
              freeDeliveryFrom: settings.freeDeliveryFrom,
              locale: ctx.locale,
              signedIn: ctx.authToken !== null,
            }),
          ]
        : [];
    }),
    shoppingDisabledText: settings.shopping.text,
    related: term.term_reference.flatMap((related) =>
      related.page_meta.slug ? [{ title: related.title, slug: related.page_meta.slug }] : [],
    ),
    seo: seoFromPageMeta(term.page_meta, {
      title: term.title,
      locale: ctx.locale,
      cdnBase: getConfig().IMAGE_CDN_URL,
    }),
  };
}

/**
 * The site's terms as the term links in product texts need them (`linkTerms`). The glossary
 * is optional there: when it cannot be read, none, so the text stays plain. Depth 1.
 */
export async function linkableGlossaryTerms({
  ctx,
}: {
  ctx: RequestContext;
}): Promise<Array<LinkableTerm>> {
  const terms = await optional(getGlossaryTerms({ ctx }), { ctx, what: "glossary terms" });
  return (terms ?? []).flatMap((term) => {
    const slug = term.page_meta.slug.trim();
    return slug ? [{ title: term.title, slug }] : [];
  });
}
