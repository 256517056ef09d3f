import { graphql, http, HttpResponse } from "msw";

import type { TopicQuestion } from "#bff/cms/faq.ts";
import type { Page } from "#bff/cms/schemas-content.ts";

import { SHIPPING_PAGE } from "./fixtures.ts";
import { lookupAnswer } from "./slug-lookup.ts";
import { storeUrl } from "./urls.ts";

/**
 * The contact and FAQ pages as the CMS and the store answer them in loader tests: Czech
 * documents, whatever language is asked, as a CMS without translations answers.
 */

function servicePage(slug: string, title: string, intro: string): Page {
  return {
    ...SHIPPING_PAGE,
    _id: `page-${slug}`,
    title,
    locale: "cs",
    content: {
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 1 }, content: [{ type: "text", text: title }] },
        { type: "paragraph", content: [{ type: "text", text: intro }] },
      ],
    },
    page_meta: { ...SHIPPING_PAGE.page_meta, slug, seo_title: title },
  };
}

export const CONTACT_PAGE = servicePage("kontakt", "Kontakt", "Zákaznická linka: 800 123 456");

export const FAQ_PAGE: Page = {
  ...servicePage("nejcastejsi-dotazy", "Nejčastější dotazy", "Odpovědi na časté otázky."),
  contact_box_reference: {
    title_frontend: "Nenašli jste, co hledáte?",
    description: "Zavolejte nám nebo napište, rádi poradíme.",
    show_button: true,
  },
};

const DELIVERY = { _id: "topic-doprava", slug: "doprava", title: "Doprava", weight: 20 };
const RETURNS = { _id: "topic-vraceni", slug: "vraceni", title: "Vrácení", weight: 10 };

export const FAQ_QUESTIONS: Array<TopicQuestion> = [
  {
    _id: "faq-1",
    title: "Kdy mi zásilka dorazí?",
    content: "Do dvou pracovních dnů.",
    locale: "cs",
    slug: "doruceni",
    faq_topic_reference: DELIVERY,
  },
  {
    _id: "faq-2",
    title: "Mohu zboží vrátit?",
    content: "Do 30 dní bez udání důvodu.",
    locale: "cs",
    slug: "vraceni",
    faq_topic_reference: RETURNS,
  },
];

export const CONTACT_FORM_URL = storeUrl("/api/v1/contact-form");

/**
 * The two CMS pages (other slugs fall through to the default handlers), the FAQ list and a
 * store that takes every message; `sent` collects the bodies the store received.
 */
export function customerServiceHandlers(sent: Array<unknown> = []) {
  return [
    graphql.query("Page", ({ variables }) => {
      const page = [CONTACT_PAGE, FAQ_PAGE].find(
        (candidate) => candidate.page_meta.slug === variables.slug,
      );
      return page ? HttpResponse.json({ data: { page: lookupAnswer(page) } }) : undefined;
    }),
    graphql.query("FaqByTopic", () =>
      HttpResponse.json({
        data: { result: { total: FAQ_QUESTIONS.length, entities: FAQ_QUESTIONS } },
      }),
    ),
    http.post(CONTACT_FORM_URL, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(
        { data: { id: sent.length, createdAt: "2026-01-15T09:00:00.000Z" } },
        { status: 201 },
      );
    }),
  ];
}
