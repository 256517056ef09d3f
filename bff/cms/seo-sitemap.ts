import { gql } from "@urql/core";
import * as z from "zod";

import type { RequestContext } from "#bff/context.ts";
import { upstreamJson } from "#bff/http/upstream-fetch.ts";

import { cmsQuery } from "./graphql.ts";
import { CatalogStateSchema } from "./schemas-catalog.ts";
import { PageMetaSchema } from "./schemas-content.ts";
import type { Product } from "./schemas.ts";

/**
 * What the sitemaps read from the CMS, page by page. These calls skip the data cache: the
 * sitemap built from them is cached whole, and a thousand listing pages would only crowd
 * out what shoppers need.
 */

/** The catalogue state's largest page. */
export const LISTING_PAGE_SIZE = 100;

/** One page of a store category's listing (its subcategories included): its products' slugs and the page count. */
export async function getListingSlugs({
  ctx,
  categoryId,
  page,
}: {
  ctx: RequestContext;
  categoryId: number;
  page: number;
}): Promise<{ products: Array<Pick<Product, "slug" | "canonical_slugs">>; pages: number }> {
  const state = await upstreamJson({
    ctx,
    service: "cms",
    path: "/api/catalog/v2/state",
    query: {
      scope: JSON.stringify({ type: "category", id: categoryId, page, perPage: LISTING_PAGE_SIZE }),
    },
    schema: CatalogStateSchema,
    cache: false,
    name: "cms-sitemap-listing",
  });
  return {
    products: state.products.entities.map(({ slug, canonical_slugs }) => ({
      slug,
      canonical_slugs,
    })),
    pages: state.pagination.pages,
  };
}

/** The GraphQL page list's largest page. */
export const PAGE_LIST_SIZE = 100;

const PageMetaListSchema = z.object({
  page_list: z.object({
    total: z.number().int().nonnegative(),
    entities: z.array(
      z.object({
        page_meta: PageMetaSchema.pick({ slug: true, meta_noindex: true, canonical_slugs: true }),
      }),
    ),
  }),
});

const PAGE_META_LIST_QUERY = gql`
  query SitemapPages($skip: Int, $limit: Int) {
    page_list(skip: $skip, limit: $limit) {
      total
      entities {
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

/** One page of the CMS page list, only the page_meta a sitemap needs. */
export async function getPageMetaList({ ctx, skip }: { ctx: RequestContext; skip: number }) {
  const data = await cmsQuery({
    ctx,
    query: PAGE_META_LIST_QUERY,
    variables: { skip, limit: PAGE_LIST_SIZE },
    schema: PageMetaListSchema,
    cache: false,
    name: "cms-sitemap-pages",
  });
  return data.page_list;
}
