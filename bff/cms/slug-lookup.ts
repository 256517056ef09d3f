import { gql } from "@urql/core";
import * as z from "zod";

import type { RequestContext } from "#bff/context.ts";

import { CONTENT_PAGE_FIELDS, PAGE_FIELDS } from "./content.ts";
import { VIRTUAL_CATEGORY_FIELDS } from "./documents.ts";
import { cmsQuery } from "./graphql.ts";
import {
  ContentPageLookupSchema,
  PageLookupSchema,
  type ContentPage,
  type Page,
} from "./schemas-content.ts";
import { VirtualCategorySchema, type VirtualCategory } from "./schemas-documents.ts";

/** What the CMS holds at one slug; null for each kind it has nothing of. */
export type SlugLookup = {
  virtual: VirtualCategory | null;
  filtered: VirtualCategory | null;
  page: Page | null;
  contentPage: ContentPage | null;
};

const NOTHING: SlugLookup = { virtual: null, filtered: null, page: null, contentPage: null };

const SLUG_LOOKUP_QUERY = gql`
  query SlugLookup($slug: String!, $listing: Boolean!) {
    virtual_category(slug: $slug) @include(if: $listing) { ${VIRTUAL_CATEGORY_FIELDS} }
    filtered_category(slug: $slug) @include(if: $listing) { ${VIRTUAL_CATEGORY_FIELDS} }
    page(slug: $slug) { total error { statusCode message } entities { ${PAGE_FIELDS} } }
    content_page(slug: $slug) { total error { statusCode message } entities { ${CONTENT_PAGE_FIELDS} } }
  }
`;

const SlugLookupSchema = z.object({
  virtual_category: VirtualCategorySchema.nullish(),
  filtered_category: VirtualCategorySchema.nullish(),
  ...PageLookupSchema.shape,
  ...ContentPageLookupSchema.shape,
});

/**
 * The CMS documents a path no route claims may be: a virtual or a filtered category (asked
 * only when `listing`, i.e. for a one-segment path, as listing slugs are), a text page and
 * a content page. One GraphQL document rather than one query each: the CMS resolves the
 * root fields side by side, and a cold catch-all page makes one request and processes one
 * answer instead of four.
 */
export async function lookupSlug({
  ctx,
  slug,
  listing,
}: {
  ctx: RequestContext;
  slug: string;
  listing: boolean;
}): Promise<SlugLookup> {
  if (!slug) return NOTHING;
  const data = await cmsQuery({
    ctx,
    query: SLUG_LOOKUP_QUERY,
    variables: { slug, listing },
    schema: SlugLookupSchema,
  });
  return {
    virtual: data.virtual_category ?? null,
    filtered: data.filtered_category ?? null,
    page: data.page.entities[0] ?? null,
    contentPage: data.content_page.entities[0] ?? null,
  };
}
