import type { Db } from "#sandbox/db/open.ts";

import { cmsId } from "./catalog-ids.ts";
import { FAQ_TOPICS, GENERAL_FAQ } from "./content-faq.ts";

/**
 * Inserts the FAQ topics and gives each general question (inserted with the rest of the
 * FAQ) its topic and its anchor, the question's key.
 */
export function seedFaqTopics(db: Db): void {
  const insertTopic = db.prepare(
    "INSERT INTO faq_topics (id, slug, title, weight) VALUES (?, ?, ?, ?)",
  );
  for (const topic of FAQ_TOPICS) {
    insertTopic.run(cmsId(`faq-topic:${topic.key}`), topic.key, topic.title, topic.weight);
  }
  const placeQuestion = db.prepare("UPDATE faq_questions SET topic_id = ?, slug = ? WHERE id = ?");
  for (const faq of GENERAL_FAQ) {
    placeQuestion.run(cmsId(`faq-topic:${faq.topic}`), faq.key, cmsId(`faq:${faq.key}`));
  }
}
