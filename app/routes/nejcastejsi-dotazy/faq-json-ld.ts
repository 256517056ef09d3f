import type { JsonLd } from "#app/seo/json-ld.ts";
import type { FaqTopicGroup } from "#bff/rules/faq-topics.ts";

/**
 * The FAQ page as schema.org's FAQPage: every question on the page with its answer, in the
 * page's order, one written in another language than the page's naming it; `url` is the
 * page's absolute address.
 */
export function faqPageJsonLd({
  url,
  topics,
}: {
  url: string;
  topics: ReadonlyArray<FaqTopicGroup>;
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    "@id": `${url}#faq`,
    url,
    mainEntity: topics.flatMap((topic) =>
      topic.questions.map((entry) => ({
        "@type": "Question",
        "@id": `${url}#${entry.id}`,
        name: entry.question,
        acceptedAnswer: { "@type": "Answer", text: entry.answer },
        ...(entry.lang ? { inLanguage: entry.lang } : {}),
      })),
    ),
  };
}
