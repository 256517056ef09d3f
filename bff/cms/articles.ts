import { gql } from "@urql/core";
import * as z from "zod";

import type { RequestContext } from "#bff/context.ts";

import { PAGE_META } from "./content.ts";
import { cmsQuery } from "./graphql.ts";
import { ImagePathSchema, PageMetaSchema } from "./schemas-content.ts";

/** GraphQL reads of the magazine's articles (content side §3, §7). */

export const ArticleSchema = z.object({
  _id: z.string(),
  title: z.string(),
  perex: z.string().nullish(),
  content: z.unknown(),
  date_published: z.string(),
  image: ImagePathSchema.nullish(),
  page_meta: PageMetaSchema,
});
export type Article = z.infer<typeof ArticleSchema>;

/** What a list of articles shows of each: no text, only the slug of its page_meta. */
export const ArticleSummarySchema = ArticleSchema.omit({ content: true, page_meta: true }).extend({
  page_meta: PageMetaSchema.pick({ slug: true }),
});
export const ARTICLE_SUMMARY_FIELDS =
  "_id title perex date_published image { path alt } page_meta { slug }";

const ArticleBySlugQuery = gql`
  query ArticleBySlug($slug: String!, $site: String) {
    result: article_list(slugs: [$slug], site: $site, limit: 1) {
      entities { _id title perex content date_published image { path alt } page_meta { ${PAGE_META} } }
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

/**
 * Spec §4: an article shows only once its date_published has passed; one without a date
 * that parses never does.
 */
export function isPublished(article: Pick<Article, "date_published">, now: Date): boolean {
  const published = Date.parse(article.date_published);
  return Number.isFinite(published) && published < now.getTime();
}
