import type { Db } from "#sandbox/db/open.ts";

/**
 * The language both upstreams answer texts in. The shop's own rows hold Czech; Slovak and
 * German texts are in `content_translations` (menus, settings, blocks, shippers...) and in
 * `slug_translations` (names of products, categories and pages). Czech is the fallback for
 * any text without a translation and for any other language.
 */

export const CONTENT_LOCALES = ["cs", "sk", "de"] as const;

export type ContentLocale = (typeof CONTENT_LOCALES)[number];

export const FALLBACK_LOCALE: ContentLocale = "cs";

/** The content language of a locale header such as `sk` or `de-AT`; Czech for anything else. */
export function contentLocale(locale: string | null | undefined): ContentLocale {
  const language = locale?.trim().toLowerCase().split(/[-_]/)[0];
  return CONTENT_LOCALES.find((candidate) => candidate === language) ?? FALLBACK_LOCALE;
}

/** Looks up one translated field; undefined when the text has none in that language. */
export type TranslationLookup = (key: string | number, field: string) => string | undefined;

const NO_TRANSLATIONS: TranslationLookup = () => undefined;

/**
 * The translations of one kind of text in `locale`, read at once so a list of documents
 * costs one query. Czech answers nothing: its texts are the rows themselves.
 */
export function translationsOf(
  db: Db,
  kind: string,
  locale: string | undefined,
): TranslationLookup {
  const language = contentLocale(locale);
  if (language === FALLBACK_LOCALE) return NO_TRANSLATIONS;
  const rows = db
    .prepare<[string, string], { key: string; field: string; value: string }>(
      "SELECT key, field, value FROM content_translations WHERE kind = ? AND locale = ?",
    )
    .all(kind, language);
  const values = new Map(rows.map((row) => [`${row.key}\n${row.field}`, row.value]));
  return (key, field) => values.get(`${String(key)}\n${field}`);
}

/**
 * The translations of a few texts of one kind, by key: for kinds with a row per product,
 * where reading the whole kind would cost a listing thousands of rows.
 */
export function translationsOfKeys(
  db: Db,
  kind: string,
  locale: string | undefined,
  keys: ReadonlyArray<string | number>,
): TranslationLookup {
  const language = contentLocale(locale);
  if (language === FALLBACK_LOCALE || keys.length === 0) return NO_TRANSLATIONS;
  const rows = db
    .prepare<[string, string, string], { key: string; field: string; value: string }>(
      `SELECT key, field, value FROM content_translations
       WHERE kind = ? AND locale = ? AND key IN (SELECT value FROM json_each(?))`,
    )
    .all(kind, language, JSON.stringify(keys.map(String)));
  const values = new Map(rows.map((row) => [`${row.key}\n${row.field}`, row.value]));
  return (key, field) => values.get(`${String(key)}\n${field}`);
}

/**
 * A JSON document in `locale`: its stored translation (field `data`) when there is one,
 * else the Czech document as it is.
 */
export function translatedDocument(
  db: Db,
  kind: string,
  key: string,
  locale: string | undefined,
  czech: unknown,
): unknown {
  const stored = translationsOf(db, kind, locale)(key, "data");
  return stored === undefined ? czech : (JSON.parse(stored) as unknown);
}

/**
 * Names of one entity type in `locale` from slug_translations (products, categories, CMS
 * categories, pages), by entity id; empty for Czech, whose names are the entities' own.
 */
export function localNames(
  db: Db,
  entityType: string,
  locale: string | undefined,
): Map<string, string> {
  const language = contentLocale(locale);
  if (language === FALLBACK_LOCALE) return new Map();
  const rows = db
    .prepare<[string, string], { entity_id: string; title: string }>(
      "SELECT entity_id, title FROM slug_translations WHERE entity_type = ? AND lang = ?",
    )
    .all(entityType, language);
  return new Map(rows.map((row) => [row.entity_id, row.title]));
}

/**
 * A document's fields in `locale` (its stored translation, field `data`, holds the fields
 * that differ) and the language they are in: Czech when the document has no translation
 * there, as a CMS falling back to its main language says which document it answered.
 */
export function localDocuments(
  db: Db,
  kind: string,
  locale: string | undefined,
): <T extends object>(key: string, czech: T) => T & { locale: ContentLocale } {
  const language = contentLocale(locale);
  const stored = translationsOf(db, kind, language);
  return (key, czech) => {
    const data = stored(key, "data");
    return data === undefined
      ? { ...czech, locale: FALLBACK_LOCALE }
      : { ...czech, ...(JSON.parse(data) as Partial<typeof czech>), locale: language };
  };
}
