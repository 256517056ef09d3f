import { gql } from "@urql/core";
import * as z from "zod";

import type { RequestContext } from "#bff/context.ts";

import { cmsQuery } from "./graphql.ts";
import { DocumentLocaleSchema, page } from "./schemas-content.ts";

/**
 * The FAQ page's questions (docs/decisions/033-contact-form-and-faq.md): the general
 * questions with their topic and anchor, by topic weight, for the shop's site.
 */

const FaqTopicSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  weight: z.number().int(),
});

export const TopicQuestionSchema = z.object({
  _id: z.string(),
  title: z.string(),
  content: z.string(),
  locale: DocumentLocaleSchema,
  slug: z.string().nullish(),
  faq_topic_reference: FaqTopicSchema.nullish(),
});
export type TopicQuestion = z.output<typeof TopicQuestionSchema>;

/** More than the FAQ page will ever list; the CMS answers at most 1000. */
const FAQ_PAGE_LIMIT = 500;

const FaqByTopicQuery = gql`
  query FaqByTopic($site: String, $limit: Int!) {
    result: faq_question_by_topic_list(site: $site, limit: $limit) {
      total
      entities {
        _id
        title
        content
        locale
        slug
        faq_topic_reference {
          _id
          slug
          title
          weight
        }
      }
    }
  }
`;

/** The general FAQ questions shown on this shop's site, by topic weight, then position. */
export async function getFaqByTopic({
  ctx,
}: {
  ctx: RequestContext;
}): Promise<Array<TopicQuestion>> {
  const data = await cmsQuery({
    ctx,
    query: FaqByTopicQuery,
    variables: { site: ctx.domainCode, limit: FAQ_PAGE_LIMIT },
    schema: z.object({ result: page(TopicQuestionSchema) }),
  });
  return data.result.entities;
}
