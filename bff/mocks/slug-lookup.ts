import { graphql, HttpResponse } from "msw";

import { SHIPPING_PAGE } from "./fixtures.ts";

/** A document as the CMS sends it; a test may send one the storefront must reject. */
type WithSlug = { page_meta: { slug: string } } & Record<string, unknown>;

/** The CMS's answer to a lookup by slug (`page`, `content_page`): the document, or its 404. */
export function lookupAnswer(entity: WithSlug | undefined) {
  return entity
    ? { total: 1, error: null, entities: [entity] }
    : { total: 0, error: { statusCode: 404, message: "Stránka nenalezena" }, entities: [] };
}

/**
 * Answers the catch-all's one CMS query (bff/cms/slug-lookup.ts) from these documents, as
 * the CMS would: the categories only when the query asks for listings. By default the
 * shipping page exists and nothing else.
 */
export function slugLookupHandler({
  virtual = [],
  filtered = [],
  pages = [SHIPPING_PAGE],
  contentPages = [],
}: {
  virtual?: Array<WithSlug>;
  filtered?: Array<WithSlug>;
  pages?: Array<WithSlug>;
  contentPages?: Array<WithSlug>;
} = {}) {
  return graphql.query("SlugLookup", ({ variables }) => {
    const atSlug = <T extends WithSlug>(documents: Array<T>) =>
      documents.find((document) => document.page_meta.slug === variables.slug);
    return HttpResponse.json({
      data: {
        ...(variables.listing === true
          ? {
              virtual_category: atSlug(virtual) ?? null,
              filtered_category: atSlug(filtered) ?? null,
            }
          : {}),
        page: lookupAnswer(atSlug(pages)),
        content_page: lookupAnswer(atSlug(contentPages)),
      },
    });
  });
}
