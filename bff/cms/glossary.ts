import { gql } from "@urql/core";
import * as z from "zod";

import type { RequestContext } from "#bff/context.ts";

import { PAGE_META } from "./content.ts";
import { cmsQuery } from "./graphql.ts";
import { PageMetaSchema, page } from "./schemas-content.ts";

/** GraphQL reads of the erotic glossary (content side §3, §7). */

/** Spec §9: the glossary is read whole, up to this many terms. */
export const GLOSSARY_TERM_LIMIT = 1000;

/** What the list and the term links need of a term. */
const EntityReferenceSchema = z.object({ entityId: z.number().int() });

export const GlossaryTermSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  perex: z.string().nullish(),
  page_meta: PageMetaSchema.pick({ slug: true, meta_noindex: true, canonical_slugs: true }),
});
export type GlossaryTermSummary = z.infer<typeof GlossaryTermSummarySchema>;

export const GlossaryTermSchema = z.object({
  _id: z.string(),
  title: z.string(),
  page_title: z.string().nullish(),
  perex: z.string().nullish(),
  description: z.unknown(),
  page_meta: PageMetaSchema,
  category_reference: z.array(EntityReferenceSchema),
  product_reference: z.array(EntityReferenceSchema),
  virtual_category_reference: z.array(z.object({ entityId: z.string() })),
  term_reference: z.array(
    z.object({
      _id: z.string(),
      title: z.string(),
      page_meta: PageMetaSchema.pick({ slug: true }),
    }),
  ),
});
export type GlossaryTerm = z.infer<typeof GlossaryTermSchema>;

const GlossaryTermsQuery = gql`
  query GlossaryTerms($site: String, $limit: Int) {
    result: glossary_term_list(site: $site, limit: $limit) {
      total
      entities {
        _id
        title
        perex
        page_meta {
          slug
          meta_noindex
          canonical_slugs {
            language
            slug
          }
        }
      }
    }
  }
`;

const GlossaryTermQuery = gql`
  query GlossaryTerm($slug: String!, $site: String) {
    result: glossary_term(slug: $slug, site: $site) {
      _id title page_title perex description page_meta { ${PAGE_META} }
      category_reference { entityId } product_reference { entityId }
      virtual_category_reference { entityId }
      term_reference { _id title page_meta { slug } }
    }
  }
`;

const VirtualCategoryLinksQuery = gql`
  query GlossaryVirtualCategories($ids: [String!]) {
    result: virtual_category_list(ids: $ids) {
      total
      entities {
        _id
        title
        page_meta {
          slug
        }
      }
    }
  }
`;

/** Built once: the product page asks for the terms on every request. */
const GlossaryTermListSchema = z.object({ result: page(GlossaryTermSummarySchema) });

/** Every term of the shop's site, in the CMS's order (Czech alphabetical). */
export async function getGlossaryTerms({ ctx }: { ctx: RequestContext }) {
  const data = await cmsQuery({
    ctx,
    query: GlossaryTermsQuery,
    variables: { site: ctx.domainCode, limit: GLOSSARY_TERM_LIMIT },
    schema: GlossaryTermListSchema,
  });
  return data.result.entities;
}

/** A term of the shop's site by its slug, or null. */
export async function getGlossaryTerm({ ctx, slug }: { ctx: RequestContext; slug: string }) {
  const data = await cmsQuery({
    ctx,
    query: GlossaryTermQuery,
    variables: { slug, site: ctx.domainCode },
    schema: z.object({ result: GlossaryTermSchema.nullable() }),
  });
  return data.result;
}

/** Titles and slugs of virtual categories by their `_id`, for links. */
export async function getVirtualCategoryLinks({
  ctx,
  ids,
}: {
  ctx: RequestContext;
  ids: Array<string>;
}) {
  if (ids.length === 0) return [];
  const data = await cmsQuery({
    ctx,
    query: VirtualCategoryLinksQuery,
    variables: { ids },
    schema: z.object({
      result: page(
        z.object({
          _id: z.string(),
          title: z.string(),
          page_meta: PageMetaSchema.pick({ slug: true }),
        }),
      ),
    }),
  });
  return data.result.entities;
}
