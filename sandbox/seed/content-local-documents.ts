import type { Db } from "#sandbox/db/open.ts";

import { cmsId } from "./catalog-ids.ts";
import { FAQ_TOPICS, GENERAL_FAQ } from "./content-faq.ts";
import { GERMAN_DOCUMENTS } from "./content-local-de.ts";
import { SLOVAK_DOCUMENTS } from "./content-local-sk.ts";
import { magazineIds } from "./content-magazine-insert.ts";
import { AUTHORS, MAGAZINE_TITLES } from "./content-magazine.ts";
import { PAGES } from "./content-pages.ts";
import { doc, heading, paragraph, type RichTextNode } from "./content-rich-text.ts";
import { INFOMAILS, SIZE_GUIDE } from "./content-service-pages.ts";

/**
 * The Slovak and German versions of the shop's own documents: the text pages, the fitting
 * guide, the infomails, the authors and the general FAQ. A document missing from a
 * language's texts stays Czech there, as a real CMS answers its fallback.
 */

type Language = "sk" | "de";

export interface LocalDocuments {
  /** Text pages by Czech slug: what follows the H1, which is the page's title there. */
  pages: Record<string, { body: Array<RichTextNode>; seoDescription: string }>;
  contactBox: { title_frontend: string; description: string };
  infomails: Record<string, { title: string; perex: string; html: string }>;
  authors: Record<string, { perex: string; bio: RichTextNode | null }>;
  faqTopics: Record<(typeof FAQ_TOPICS)[number]["key"], string>;
  faqQuestions: Record<string, { title: string; content: string }>;
}

export const LOCAL_DOCUMENTS: Record<Language, LocalDocuments> = {
  sk: SLOVAK_DOCUMENTS,
  de: GERMAN_DOCUMENTS,
};

/** Every text page the seed writes, with its title in each language. */
const TEXT_PAGES = [
  ...PAGES.filter((page) => page.kind === "page"),
  { ...SIZE_GUIDE, kind: "page" as const, contactBox: true },
];

/** An author's page_meta as seeded in Czech: a translation keeps its slugs and picture. */
function czechPageMeta(db: Db, authorId: string): Record<string, unknown> {
  const data = db.prepare("SELECT data FROM authors WHERE id = ?").pluck().get(authorId);
  const parsed: unknown = typeof data === "string" ? JSON.parse(data) : null;
  const meta =
    typeof parsed === "object" && parsed !== null && "page_meta" in parsed
      ? parsed.page_meta
      : null;
  return typeof meta === "object" && meta !== null ? { ...meta } : {};
}

export function seedLocalDocuments(db: Db): void {
  const insert = db.prepare(
    `INSERT INTO content_translations (kind, key, locale, field, value) VALUES (?, ?, ?, ?, ?)`,
  );
  for (const language of ["sk", "de"] as const) {
    const texts = LOCAL_DOCUMENTS[language];
    const put = (kind: string, key: string, field: string, value: unknown) =>
      insert.run(
        kind,
        key,
        language,
        field,
        typeof value === "string" ? value : JSON.stringify(value),
      );
    for (const page of TEXT_PAGES) {
      const local = texts.pages[page.slug];
      if (!local) continue;
      const title = page.translations[language];
      put("page", cmsId(`page:${page.slug}`), "data", {
        title,
        content: doc(heading(1, title), ...local.body),
        seo_description: local.seoDescription,
        contact_box_texts: page.contactBox ? texts.contactBox : undefined,
      });
    }
    for (const infomail of INFOMAILS) {
      const local = texts.infomails[infomail.slug];
      if (!local) continue;
      put("infomail", cmsId(`infomail:${infomail.slug}`), "data", {
        title: local.title,
        content: doc(paragraph(local.perex)),
        seo_description: local.perex,
        infomail_html: local.html,
      });
    }
    for (const author of AUTHORS) {
      const local = texts.authors[author.slug];
      if (!local) continue;
      const id = magazineIds.author(author.slug);
      put("author", id, "data", {
        perex: local.perex,
        content: local.bio,
        page_meta: {
          ...czechPageMeta(db, id),
          seo_title: `${author.title} | ${MAGAZINE_TITLES[language]}`,
          seo_description: local.perex,
        },
      });
    }
    for (const topic of FAQ_TOPICS) {
      put("faq_topic", cmsId(`faq-topic:${topic.key}`), "title", texts.faqTopics[topic.key]);
    }
    for (const faq of GENERAL_FAQ) {
      const local = texts.faqQuestions[faq.key];
      if (!local) continue;
      put("faq_question", cmsId(`faq:${faq.key}`), "title", local.title);
      put("faq_question", cmsId(`faq:${faq.key}`), "content", local.content);
    }
  }
}
