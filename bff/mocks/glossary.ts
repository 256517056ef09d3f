import { graphql, HttpResponse } from "msw";

/** The CMS's glossary as loader tests see it: a few terms, one with every reference. */

const pageMeta = (slug: string, canonical: Array<{ language: string; slug: string }> = []) => ({
  slug,
  seo_title: null,
  seo_description: null,
  seo_keywords: null,
  meta_nofollow: false,
  meta_noindex: false,
  share_image: null,
  canonical_slugs: [{ language: "cs", slug }, ...canonical],
});

const paragraphs = (text: string) => ({
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text }] }],
});

function term(title: string, slug: string, fields: Record<string, unknown> = {}) {
  return {
    _id: `term-${slug}`,
    title,
    page_title: null,
    perex: `${title} ve zkratce.`,
    description: paragraphs(`${title} podrobně.`),
    page_meta: pageMeta(slug),
    category_reference: [],
    product_reference: [],
    virtual_category_reference: [],
    term_reference: [],
    ...fields,
  };
}

/** The terms in the CMS's order (Czech alphabetical). */
export const GLOSSARY_TERMS = [
  term("Body", "body", { product_reference: [{ entityId: 102 }] }),
  term("Čokoládový gel", "cokoladovy-gel"),
  term("Hřejivý olej", "hrejivy-olej"),
  term("Chladivý gel", "chladivy-gel"),
  term("Masážní olej", "masazni-olej", {
    page_title: "Masážní olej: jak ho vybrat",
    page_meta: pageMeta("masazni-olej", [{ language: "sk", slug: "masazny-olej" }]),
    category_reference: [{ entityId: 31 }],
    product_reference: [{ entityId: 101 }, { entityId: 999 }],
    virtual_category_reference: [{ entityId: "virtual-oils" }],
    term_reference: [
      { _id: "term-hrejivy-olej", title: "Hřejivý olej", page_meta: { slug: "hrejivy-olej" } },
    ],
  }),
];

export const GLOSSARY_VIRTUAL_CATEGORIES = [
  { _id: "virtual-oils", title: "Oleje na masáž", page_meta: { slug: "oleje-na-masaz" } },
];

export const glossaryHandlers = [
  graphql.query("GlossaryTerms", () =>
    HttpResponse.json({
      data: { result: { total: GLOSSARY_TERMS.length, entities: GLOSSARY_TERMS } },
    }),
  ),
  graphql.query("GlossaryTerm", ({ variables }) =>
    HttpResponse.json({
      data: {
        result: GLOSSARY_TERMS.find((entry) => entry.page_meta.slug === variables.slug) ?? null,
      },
    }),
  ),
  graphql.query("GlossaryVirtualCategories", ({ variables }) => {
    const ids: unknown = variables.ids;
    const entities = GLOSSARY_VIRTUAL_CATEGORIES.filter(
      (category) => Array.isArray(ids) && ids.includes(category._id),
    );
    return HttpResponse.json({ data: { result: { total: entities.length, entities } } });
  }),
];
