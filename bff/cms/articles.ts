import { gql } from "@urql/core";
import * as z from "zod";

import type { RequestContext } from "#bff/context.ts";

import { cmsQuery } from "./graphql.ts";
import { ImagePathSchema, PageMetaSchema } from "./schemas-content.ts";

/** GraphQL reads of the magazine's articles (content side §3, §7). */

const ArticleSchema = z.object({
  _id: z.string(),
  title: z.string(),
  perex: z.string().nullish(),
  content: z.unknown(),
  date_published: z.string(),
  image: ImagePathSchema.nullish(),
  page_meta: PageMetaSchema,
});
export type Article = z.infer<typeof ArticleSchema>;

const ArticleBySlugQuery = gql`
  query ArticleBySlug($slug: String!, $site: String) {
    result: article_list(slugs: [$slug], site: $site, limit: 1) {
      total
      entities {
        _id
        title
        perex
        content
        date_published
        image {
          path
          alt
        }
        page_meta {
          slug
          seo_title
          seo_description
          seo_keywords
          meta_nofollow
          meta_noindex
          share_image {
            path
            alt
          }
          canonical_slugs {
            language
            slug
          }
        }
      }
    }
  }
`;

/** An article of the shop's site by its slug, or null; the caller checks its date. */
export async function getArticleBySlug({ ctx, slug }: { ctx: RequestContext; slug: string }) {
  const data = await cmsQuery({
    ctx,
    query: ArticleBySlugQuery,
    variables: { slug, site: ctx.domainCode },
    schema: z.object({ result: z.object({ entities: z.array(ArticleSchema) }) }),
  });
  return data.result.entities[0] ?? null;
}
