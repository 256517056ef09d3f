import { byWordsHeld, titleWords, wordIds } from "#sandbox/catalog/search.ts";
import { translationsOf } from "#sandbox/content-language.ts";
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

/** Questions by position; a search's hold some of its words, those holding more first. */
export function listFaqQuestions(db: Db, lookup: FaqQuestionLookup): Array<FaqQuestionJson> {
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
  return byWordsHeld(rows, words, (row) => row._id).map(inLanguage(db, lookup.locale));
}

/** A question in `locale`, its Czech text where it has no translation. */
function inLanguage(db: Db, locale: string | undefined) {
  const texts = translationsOf(db, "faq_question", locale);
  return (question: FaqQuestionJson): FaqQuestionJson => ({
    ...question,
    title: texts(question._id, "title") ?? question.title,
    content: texts(question._id, "content") ?? question.content,
  });
}

/** The questions a store category's page lists, in their order and in `locale`. */
export function categoryFaqQuestions(
  db: Db,
  categoryId: number,
  locale?: string,
): Array<FaqQuestionJson> {
  return (
    db
      .prepare(
        "SELECT id AS _id, title, content FROM faq_questions WHERE category_id = ? ORDER BY position",
      )
      .all(categoryId) as Array<FaqQuestionJson>
  ).map(inLanguage(db, locale));
}
