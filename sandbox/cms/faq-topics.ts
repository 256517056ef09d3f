import { type ContentLocale, translationsOf } from "#sandbox/content-language.ts";
import type { Db } from "#sandbox/db/open.ts";

import { faqQuestionsIn } from "./faq-questions.ts";

/**
 * The FAQ page's side of the FAQ questions: the general questions grouped by topic, each
 * with its anchor. A category's questions have neither topic nor anchor.
 */

interface FaqTopicJson {
  _id: string;
  slug: string;
  title: string;
  weight: number;
}

/** The general questions that have a topic: by topic weight (higher first), then position. */
export function listTopicQuestions(
  db: Db,
  { site }: { site?: string | null },
  locale?: string,
): Array<{ _id: string; title: string; content: string; locale: ContentLocale }> {
  const rows = db
    .prepare(
      `SELECT q.id AS _id, q.title, q.content FROM faq_questions q
       JOIN faq_topics t ON t.id = q.topic_id
       WHERE @site IS NULL OR @site IN (SELECT value FROM json_each(q.site_enabled))
       ORDER BY t.weight DESC, t.slug, q.position`,
    )
    .all({ site: site ?? null }) as Array<{ _id: string; title: string; content: string }>;
  return rows.map(faqQuestionsIn(db, locale));
}

/** A question's topic, titled in `locale` where it has a translation, or null. */
export function faqQuestionTopic(db: Db, questionId: string, locale?: string): FaqTopicJson | null {
  const topic = db
    .prepare(
      `SELECT t.id AS _id, t.slug, t.title, t.weight FROM faq_topics t
       JOIN faq_questions q ON q.topic_id = t.id WHERE q.id = ?`,
    )
    .get(questionId) as FaqTopicJson | undefined;
  if (!topic) return null;
  return {
    ...topic,
    title: translationsOf(db, "faq_topic", locale)(topic._id, "title") ?? topic.title,
  };
}

/** A question's anchor on the FAQ page, or null. */
export function faqQuestionSlug(db: Db, questionId: string): string | null {
  const slug = db.prepare("SELECT slug FROM faq_questions WHERE id = ?").pluck().get(questionId);
  return typeof slug === "string" ? slug : null;
}
