import { byWordsHeld, titleWords, wordIds } from "#sandbox/catalog/search.ts";
import { type ContentLocale, contentLocale, translationsOf } from "#sandbox/content-language.ts";
import type { Db } from "#sandbox/db/open.ts";

/** FAQ questions: the general shop questions and those a store category's page lists. */

export interface FaqQuestionLookup {
  /** Words of the title, diacritics ignored, as the search endpoint reads them. */
  search?: string | null;
  ids?: Array<string> | null;
  /** A site code (cz, sk): only the questions shown there. */
  site?: string | null;
  /** The shopper's language of the texts and of the search; Czech without one. */
  locale?: string;
}

interface FaqQuestionJson {
  _id: string;
  title: string;
  content: string;
}

/**
 * Questions in `locale` where they have a translation, each saying which language its
 * words are in: Czech, the CMS's fallback, for one without.
 */
export function faqQuestionsIn(
  db: Db,
  locale: string | undefined,
): (question: FaqQuestionJson) => FaqQuestionJson & { locale: ContentLocale } {
  const language = contentLocale(locale);
  const texts = translationsOf(db, "faq_question", language);
  return (question) => {
    const title = texts(question._id, "title");
    const content = texts(question._id, "content");
    return title === undefined && content === undefined
      ? { ...question, locale: "cs" }
      : {
          ...question,
          title: title ?? question.title,
          content: content ?? question.content,
          locale: language,
        };
  };
}

/** Questions by position; a search's hold some of its words, those holding more first. */
export function listFaqQuestions(
  db: Db,
  lookup: FaqQuestionLookup,
): Array<FaqQuestionJson & { locale: ContentLocale }> {
  const words = titleWords(db, lookup.search, "faq_question", lookup.locale);
  if (words?.size === 0) return [];
  const rows = db
    .prepare(
      `SELECT id AS _id, title, content FROM faq_questions
       WHERE (@ids IS NULL OR id IN (SELECT value FROM json_each(@ids)))
         AND (@site IS NULL OR @site IN (SELECT value FROM json_each(site_enabled)))
         AND (@found IS NULL OR id IN (SELECT value FROM json_each(@found)))
       ORDER BY position`,
    )
    .all({
      ids: lookup.ids ? JSON.stringify(lookup.ids) : null,
      site: lookup.site ?? null,
      found: wordIds(words),
    }) as Array<FaqQuestionJson>;
  return byWordsHeld(rows, words, (row) => row._id).map(faqQuestionsIn(db, lookup.locale));
}

/** The questions a store category's page lists, in their order and in `locale`. */
export function categoryFaqQuestions(
  db: Db,
  categoryId: number,
  locale?: string,
): Array<FaqQuestionJson & { locale: ContentLocale }> {
  const rows = db
    .prepare(
      "SELECT id AS _id, title, content FROM faq_questions WHERE category_id = ? ORDER BY position",
    )
    .all(categoryId) as Array<FaqQuestionJson>;
  return rows.map(faqQuestionsIn(db, locale));
}
