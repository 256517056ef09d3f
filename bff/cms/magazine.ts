import { gql } from "@urql/core";
import * as z from "zod";

import type { RequestContext } from "#bff/context.ts";

import { PAGE_META } from "./content.ts";
import { cmsQuery } from "./graphql.ts";
import { DocumentLocaleSchema, ImagePathSchema, PageMetaSchema, page } from "./schemas-content.ts";

/**
 * GraphQL reads of the magazine's frame (content side §3, §7): its categories, tags,
 * authors and the list configuration its home shows.
 */

export const ArticleCategorySchema = z.object({
  _id: z.string(),
  title: z.string(),
  menu_title: z.string().nullish(),
  weight: z.number().int(),
  perex: z.string().nullish(),
  page_meta: PageMetaSchema,
  master_category: z.object({ _id: z.string() }).nullish(),
});
export type ArticleCategory = z.infer<typeof ArticleCategorySchema>;

export const ArticleTagSchema = z.object({
  _id: z.string(),
  title: z.string(),
  perex: z.string().nullish(),
  page_meta: PageMetaSchema,
});
export type ArticleTag = z.infer<typeof ArticleTagSchema>;

export const AuthorSchema = z.object({
  _id: z.string(),
  title: z.string(),
  locale: DocumentLocaleSchema,
  perex: z.string().nullish(),
  image: z
    .object({ path: z.string().min(1), alt: z.string().nullish(), title: z.string().nullish() })
    .nullish(),
  content: z.unknown(),
  author_has_page: z.boolean(),
  page_meta: PageMetaSchema.extend({ slug_redirects: z.array(z.string()).nullish() }),
});
export type Author = z.infer<typeof AuthorSchema>;

export const ListConfigurationSchema = z.object({
  title: z.string(),
  perex: z.string().nullish(),
  description: z.unknown(),
  image: ImagePathSchema.nullish(),
});

/** A site has a few dozen categories and tags: one page holds them all. */
const ALL = 200;

const CategoriesQuery = gql`
  query ArticleCategories($site: String, $limit: Int) {
    result: article_category_list(site: $site, limit: $limit) {
      entities {
        _id title menu_title weight perex page_meta { ${PAGE_META} } master_category { _id }
      }
      total
    }
  }
`;

/** Every magazine category of the shop's site, heaviest first. */
export async function getArticleCategories({ ctx }: { ctx: RequestContext }) {
  const data = await cmsQuery({
    ctx,
    query: CategoriesQuery,
    variables: { site: ctx.domainCode, limit: ALL },
    schema: z.object({ result: page(ArticleCategorySchema) }),
  });
  return data.result.entities;
}

const TagBySlugQuery = gql`
  query ArticleTagBySlug($site: String, $slug: String!) {
    result: article_tag_list(site: $site, slugs: [$slug], limit: 1) {
      entities { _id title perex page_meta { ${PAGE_META} } }
    }
  }
`;

/** A tag of the shop's site by its slug, or null. */
export async function getArticleTag({ ctx, slug }: { ctx: RequestContext; slug: string }) {
  const data = await cmsQuery({
    ctx,
    query: TagBySlugQuery,
    variables: { site: ctx.domainCode, slug },
    schema: z.object({ result: z.object({ entities: z.array(ArticleTagSchema) }) }),
  });
  return data.result.entities[0] ?? null;
}

const TagsQuery = gql`
  query ArticleTags($site: String, $limit: Int) {
    result: article_tag_list(site: $site, limit: $limit) {
      entities { _id title perex page_meta { ${PAGE_META} } }
      total
    }
  }
`;

/** Every tag of the shop's site, for the sitemap. */
export async function getArticleTags({ ctx }: { ctx: RequestContext }) {
  const data = await cmsQuery({
    ctx,
    query: TagsQuery,
    variables: { site: ctx.domainCode, limit: ALL },
    schema: z.object({ result: page(ArticleTagSchema) }),
  });
  return data.result.entities;
}

const AUTHOR_FIELDS = `_id title locale perex image { path alt title } content author_has_page
  page_meta { ${PAGE_META} slug_redirects }`;

const AuthorsQuery = gql`
  query Authors($limit: Int) {
    result: author_list(has_page: true, limit: $limit) {
      entities { ${AUTHOR_FIELDS} }
      total
    }
  }
`;

/** The authors who have a page of their own (the spec's list shows only those). */
export async function getAuthorsWithPage({ ctx }: { ctx: RequestContext }) {
  const data = await cmsQuery({
    ctx,
    query: AuthorsQuery,
    variables: { limit: ALL },
    schema: z.object({ result: page(AuthorSchema) }),
  });
  return data.result.entities;
}

const AuthorBySlugQuery = gql`
  query AuthorBySlug($slug: String!) {
    result: author_list(slugs: [$slug], limit: 1) {
      entities { ${AUTHOR_FIELDS} }
    }
  }
`;

/**
 * An author by slug: the CMS matches the current slug or one in slug_redirects, so the
 * caller compares page_meta.slug with what it asked for to tell a moved author.
 */
export async function getAuthor({ ctx, slug }: { ctx: RequestContext; slug: string }) {
  const data = await cmsQuery({
    ctx,
    query: AuthorBySlugQuery,
    variables: { slug },
    schema: z.object({ result: z.object({ entities: z.array(AuthorSchema) }) }),
  });
  return data.result.entities[0] ?? null;
}

const ListConfigurationQuery = gql`
  query ArticleListConfiguration($site: String) {
    result: article_list_configuration(site: $site) {
      title
      perex
      description
      image {
        path
        alt
      }
    }
  }
`;

/** The magazine home's title, perex, description and picture for the shop's site. */
export async function getListConfiguration({ ctx }: { ctx: RequestContext }) {
  const data = await cmsQuery({
    ctx,
    query: ListConfigurationQuery,
    variables: { site: ctx.domainCode },
    schema: z.object({ result: ListConfigurationSchema.nullable() }),
  });
  return data.result;
}
