import { gql } from "@urql/core";
import * as z from "zod";

import type { RequestContext } from "#bff/context.ts";

import { PAGE_META } from "./content.ts";
import { cmsQuery } from "./graphql.ts";
import { ImagePathSchema, PageMetaSchema, page } from "./schemas-content.ts";

/** GraphQL reads of the magazine's articles (content side §3, §7). */

const AuthorRefSchema = z.object({
  _id: z.string(),
  title: z.string(),
  perex: z.string().nullish(),
  image: z.object({ path: z.string().min(1), alt: z.string().nullish() }).nullish(),
  author_has_page: z.boolean(),
  page_meta: PageMetaSchema.pick({ slug: true }),
});

const CategoryRefSchema = z.object({
  _id: z.string(),
  title: z.string(),
  page_meta: PageMetaSchema.pick({ slug: true }),
  master_category: z
    .object({ _id: z.string(), title: z.string(), page_meta: PageMetaSchema.pick({ slug: true }) })
    .nullish(),
});
export type ArticleCategoryRef = z.infer<typeof CategoryRefSchema>;

const TagRefSchema = z.object({
  _id: z.string(),
  title: z.string(),
  page_meta: PageMetaSchema.pick({ slug: true }),
});

export const ArticleSchema = z.object({
  _id: z.string(),
  title: z.string(),
  perex: z.string().nullish(),
  content: z.unknown(),
  date_published: z.string(),
  created: z.string().nullish(),
  image: ImagePathSchema.nullish(),
  page_meta: PageMetaSchema,
  author: AuthorRefSchema.nullish(),
  category: CategoryRefSchema.nullish(),
  tags: z.array(TagRefSchema).default([]),
  product_reference: z.array(z.object({ entityId: z.number().int() })).default([]),
});
export type Article = z.infer<typeof ArticleSchema>;

/** What a list of articles shows of each: no text, only the slug of its page_meta. */
export const ArticleSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  perex: z.string().nullish(),
  date_published: z.string(),
  image: ImagePathSchema.nullish(),
  page_meta: PageMetaSchema.pick({ slug: true }),
});
export type ArticleSummary = z.infer<typeof ArticleSummarySchema>;

export const ARTICLE_SUMMARY_FIELDS =
  "_id title perex date_published image { path alt } page_meta { slug }";

/** A list card also names the article's category and author. */
const ArticleCardSchema = ArticleSummarySchema.extend({
  category: CategoryRefSchema.pick({ _id: true, title: true }).nullish(),
  author: AuthorRefSchema.pick({ title: true }).nullish(),
});
export type ArticleCard = z.infer<typeof ArticleCardSchema>;
const ARTICLE_CARD_FIELDS = `${ARTICLE_SUMMARY_FIELDS} category { _id title } author { title }`;

const REF_SLUG = "page_meta { slug }";
const ARTICLE_FIELDS = `_id title perex content date_published created image { path alt }
  page_meta { ${PAGE_META} }
  author { _id title perex image { path alt } author_has_page ${REF_SLUG} }
  category { _id title ${REF_SLUG} master_category { _id title ${REF_SLUG} } }
  tags { _id title ${REF_SLUG} }
  product_reference { entityId }`;

const ArticleBySlugQuery = gql`
  query ArticleBySlug($slug: String!, $site: String) {
    result: article_list(slugs: [$slug], site: $site, limit: 1) {
      entities { ${ARTICLE_FIELDS} }
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

/**
 * The moment lists ask the CMS for "published before": now, rounded down to the minute. The
 * time is part of the cached query's key, so a finer one would make every request a miss;
 * an article appears at most a minute after its date, and `isPublished` still guards each.
 */
export function listCutoff(now: Date): string {
  return new Date(Math.floor(now.getTime() / 60_000) * 60_000).toISOString();
}

/** Which articles a list holds: all of the site's, or one category's, tag's or author's. */
export type ArticleFilter = { category?: string; tag?: string; author?: string };

const ArticleListQuery = gql`
  query ArticleList(
    $site: String
    $category: ID
    $tag: ID
    $author: ID
    $before: String
    $skip: Int
    $limit: Int
  ) {
    result: article_list(
      site: $site
      category: $category
      tag: $tag
      author: $author
      published_before: $before
      skip: $skip
      limit: $limit
    ) {
      entities { ${ARTICLE_CARD_FIELDS} }
      total
    }
  }
`;

/**
 * One page of the site's published articles, newest first, with the total for paging. The
 * CMS filters by date, so pages are full; each entry is checked again against `now`.
 */
export async function getArticles({
  ctx,
  filter = {},
  skip,
  limit,
  now,
}: {
  ctx: RequestContext;
  filter?: ArticleFilter;
  skip: number;
  limit: number;
  now: Date;
}) {
  const data = await cmsQuery({
    ctx,
    query: ArticleListQuery,
    variables: {
      site: ctx.domainCode,
      category: filter.category ?? null,
      tag: filter.tag ?? null,
      author: filter.author ?? null,
      before: listCutoff(now),
      skip,
      limit,
    },
    schema: z.object({ result: page(ArticleCardSchema) }),
  });
  return {
    entities: data.result.entities.filter((article) => isPublished(article, now)),
    total: data.result.total,
  };
}

const NeighbourQuery = gql`
  query ArticleNeighbours($site: String, $date: String!, $before: String!) {
    older: article_list(site: $site, published_before: $date, limit: 1) {
      entities { ${ARTICLE_SUMMARY_FIELDS} }
    }
    newer: article_list(
      site: $site
      published_after: $date
      published_before: $before
      sort: "asc"
      limit: 1
    ) {
      entities { ${ARTICLE_SUMMARY_FIELDS} }
    }
  }
`;

/** The site's published articles just before and just after one, in publication order. */
export async function getNeighbourArticles({
  ctx,
  datePublished,
  now,
}: {
  ctx: RequestContext;
  datePublished: string;
  now: Date;
}) {
  const list = z.object({ entities: z.array(ArticleSummarySchema) });
  const data = await cmsQuery({
    ctx,
    query: NeighbourQuery,
    variables: { site: ctx.domainCode, date: datePublished, before: listCutoff(now) },
    schema: z.object({ older: list, newer: list }),
  });
  const first = (entities: Array<ArticleSummary>) =>
    entities.find((article) => isPublished(article, now)) ?? null;
  return { older: first(data.older.entities), newer: first(data.newer.entities) };
}

const ArticleSlugsQuery = gql`
  query ArticleSlugs($site: String, $before: String, $skip: Int, $limit: Int) {
    result: article_list(site: $site, published_before: $before, skip: $skip, limit: $limit) {
      entities {
        date_published
        page_meta {
          slug
          meta_noindex
          canonical_slugs {
            language
            slug
          }
        }
      }
      total
    }
  }
`;

/** One page of the site's published articles' addresses, for the sitemap. */
export async function getArticleSlugs({
  ctx,
  skip,
  limit,
  now,
}: {
  ctx: RequestContext;
  skip: number;
  limit: number;
  now: Date;
}) {
  const data = await cmsQuery({
    ctx,
    query: ArticleSlugsQuery,
    variables: { site: ctx.domainCode, before: listCutoff(now), skip, limit },
    schema: z.object({
      result: page(
        z.object({
          date_published: z.string(),
          page_meta: PageMetaSchema.pick({
            slug: true,
            meta_noindex: true,
            canonical_slugs: true,
          }),
        }),
      ),
    }),
  });
  return data.result;
}
