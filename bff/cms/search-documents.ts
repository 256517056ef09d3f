import { gql } from "@urql/core";
import * as z from "zod";

import type { RequestContext } from "#bff/context.ts";

import { ARTICLE_SUMMARY_FIELDS, ArticleSummarySchema } from "./articles.ts";
import { VIRTUAL_CATEGORY_FIELDS } from "./documents.ts";
import { cmsQuery } from "./graphql.ts";
import { page } from "./schemas-content.ts";
import { VirtualCategorySchema } from "./schemas-documents.ts";

/**
 * The CMS's GraphQL search by title (content side §7): articles, FAQ questions and virtual
 * categories, each a page of entities with the total. `site` is the shop's domain code.
 */

const FaqHitSchema = z.object({ _id: z.string(), title: z.string(), content: z.string() });

const ArticlesQuery = gql`
  query SearchArticles($search: String!, $site: String, $limit: Int!) {
    result: article_list(search: $search, site: $site, limit: $limit) {
      total
      entities { ${ARTICLE_SUMMARY_FIELDS} }
    }
  }
`;

const FaqQuery = gql`
  query SearchFaqQuestions($search: String!, $site: String, $limit: Int!) {
    result: faq_question_list(search: $search, site: $site, limit: $limit) {
      total
      entities {
        _id
        title
        content
      }
    }
  }
`;

const VirtualCategoriesQuery = gql`
  query SearchVirtualCategories($search: String!, $limit: Int!) {
    result: virtual_category_list(search: $search, limit: $limit) {
      total entities { ${VIRTUAL_CATEGORY_FIELDS} }
    }
  }
`;

type SearchArgs = { ctx: RequestContext; search: string; limit: number };

async function searchList<Entity extends z.ZodType>(
  { ctx, search, limit }: SearchArgs,
  query: typeof ArticlesQuery,
  entity: Entity,
  site: boolean,
) {
  const data = await cmsQuery({
    ctx,
    query,
    variables: { search, limit, ...(site ? { site: ctx.domainCode } : {}) },
    schema: z.object({ result: page(entity) }),
  });
  return data.result;
}

export function searchArticles(args: SearchArgs) {
  return searchList(args, ArticlesQuery, ArticleSummarySchema, true);
}

export function searchFaqQuestions(args: SearchArgs) {
  return searchList(args, FaqQuery, FaqHitSchema, true);
}

export function searchVirtualCategories(args: SearchArgs) {
  return searchList(args, VirtualCategoriesQuery, VirtualCategorySchema, false);
}
