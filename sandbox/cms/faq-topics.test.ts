import { describe, expect, inject, it } from "vitest";

import { FAQ_TOPICS, GENERAL_FAQ } from "#sandbox/seed/content-faq.ts";

/** The FAQ page's list over GraphQL: general questions with their topic and anchor. */

const cmsUrl = inject("cmsUrl");

type Answer = {
  data?: {
    faq_question_by_topic_list: {
      total: number;
      entities: Array<{
        slug: string | null;
        faq_topic_reference: { slug: string; title: string; weight: number } | null;
      }>;
    };
  };
  errors?: unknown;
};

async function topicQuestions(site: string): Promise<Answer> {
  const response = await fetch(`${cmsUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query: `query ($site: String) {
        faq_question_by_topic_list(site: $site) {
          total
          entities { _id title content slug faq_topic_reference { _id slug title weight } }
        }
      }`,
      variables: { site },
    }),
  });
  return (await response.json()) as Answer;
}

describe("faq_question_by_topic_list", () => {
  it("answers the general questions by topic weight, each with its anchor", async () => {
    const answer = await topicQuestions("cz");
    expect(answer.errors).toBeUndefined();
    const entities = answer.data?.faq_question_by_topic_list.entities ?? [];
    expect(entities).toHaveLength(GENERAL_FAQ.length);
    const weights = entities.map((question) => question.faq_topic_reference?.weight ?? 0);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    expect(new Set(entities.map((question) => question.faq_topic_reference?.slug))).toEqual(
      new Set(FAQ_TOPICS.map((topic) => topic.key)),
    );
    expect(entities.map((question) => question.slug)).toContain("vraceni");
  });

  it("keeps to a site", async () => {
    const sk = await topicQuestions("sk");
    expect(sk.data?.faq_question_by_topic_list.total).toBe(
      GENERAL_FAQ.filter((faq) => faq.siteEnabled.includes("sk")).length,
    );
  });
});
