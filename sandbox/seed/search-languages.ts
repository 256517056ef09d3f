import type { ContentLocale } from "#sandbox/content-language.ts";
import type { Db } from "#sandbox/db/open.ts";

import { searchInserter } from "./catalog-insert.ts";

const LOCALES: Array<Exclude<ContentLocale, "cs">> = ["sk", "de"];

interface IndexRow {
  entity_type: string;
  entity_id: string;
  title: string;
  body: string;
}

/**
 * The Slovak and German rows of the search index, built from the Czech rows once every
 * translation is in: names from `slug_translations`, product perexes and FAQ texts from
 * `content_translations`, and the Czech text wherever a translation is missing, as the CMS
 * answers the entity in that language. Articles are not copied: each is its own text for
 * the sites showing it, indexed in their languages when inserted.
 */
export function seedSearchLanguages(db: Db): void {
  const rows = db
    .prepare(
      `SELECT entity_type, entity_id, title, body FROM search_index
       WHERE lang = 'cs' AND entity_type <> 'article' ORDER BY rowid`,
    )
    .all() as Array<IndexRow>;
  const name = db
    .prepare(
      "SELECT title FROM slug_translations WHERE entity_type = ? AND entity_id = ? AND lang = ?",
    )
    .pluck();
  const text = db
    .prepare(
      "SELECT value FROM content_translations WHERE kind = ? AND key = ? AND locale = ? AND field = ?",
    )
    .pluck();
  const insert = searchInserter(db);
  for (const lang of LOCALES) {
    for (const { entity_type: type, entity_id: id, title, body } of rows) {
      const translated = (kind: string, field: string) =>
        text.get(kind, id, lang, field) as string | undefined;
      const faq = type === "faq_question";
      insert(
        type,
        id,
        (faq ? translated(type, "title") : undefined) ??
          (name.get(type, id, lang) as string | undefined) ??
          title,
        (faq ? translated(type, "content") : undefined) ??
          (type === "product" ? translated(type, "perex") : undefined) ??
          body,
        lang,
      );
    }
  }
}
