import type { TopicQuestion } from "#bff/cms/faq.ts";
import type { Locale } from "#bff/context.ts";

import { foreignLanguage } from "./document-language.ts";

/**
 * One answer on the FAQ page; `id` is its anchor (/nejcastejsi-dotazy#id), `lang` the
 * language it is written in when that is not the page's (see document-language.ts).
 */
export type FaqEntry = { id: string; question: string; answer: string; lang: string | null };

/** A topic of the FAQ page with its answers; `id` is the topic's anchor. */
export type FaqTopicGroup = { id: string; title: string; questions: Array<FaqEntry> };

/** Topic anchors carry a prefix, so a topic and a question of the same key never clash. */
const TOPIC_PREFIX = "tema-";

/** Lower-case ASCII words joined by dashes: what a URL fragment can carry as it is. */
export function anchorOf(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

/** Hands out each anchor once: a repeated one gets -2, -3, … */
function uniqueAnchors() {
  const taken = new Set<string>();
  return (wanted: string, fallback: string): string => {
    const base = anchorOf(wanted) || fallback;
    let anchor = base;
    for (let n = 2; taken.has(anchor); n += 1) anchor = `${base}-${n}`;
    taken.add(anchor);
    return anchor;
  };
}

/**
 * The FAQ page's topics with their questions: topics by weight (higher first, then in the
 * order the CMS listed them), questions in the CMS's order within their topic. A question
 * keeps its CMS anchor (its slug, else its title made into one), each anchor unique on the
 * page; a question without a topic is not listed.
 */
export function groupFaqByTopic(
  questions: ReadonlyArray<TopicQuestion>,
  pageLocale: Locale,
): Array<FaqTopicGroup> {
  const topics = new Map<
    string,
    { slug: string; title: string; weight: number; order: number; members: Array<TopicQuestion> }
  >();
  for (const question of questions) {
    const topic = question.faq_topic_reference;
    if (!topic) continue;
    const group = topics.get(topic._id) ?? { ...topic, order: topics.size, members: [] };
    group.members.push(question);
    topics.set(topic._id, group);
  }
  const anchor = uniqueAnchors();
  return [...topics.values()]
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map((topic, topicIndex) => ({
      id: anchor(`${TOPIC_PREFIX}${topic.slug || topic.title}`, `${TOPIC_PREFIX}${topicIndex + 1}`),
      title: topic.title,
      questions: topic.members.map((question, index) => ({
        id: anchor(question.slug || question.title, `otazka-${topicIndex + 1}-${index + 1}`),
        question: question.title,
        answer: question.content,
        lang: foreignLanguage(question.locale, pageLocale),
      })),
    }));
}
