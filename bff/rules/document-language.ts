import type { Locale } from "#bff/context.ts";

/** A language subtag as `lang` carries it: two or three letters. */
const LANGUAGE = /^[a-z]{2,3}$/;

/**
 * The language to mark on the part of a page rendered from a CMS document, or null when
 * none is needed. A CMS without a translation answers its main language's document and
 * says so in the document's `locale` (`cs`, `cs-CZ`, `cs_CZ`); that part then carries its
 * own `lang`, so screen readers pronounce it and search engines file it as what it is. A
 * document in the page's language, or one whose language the CMS does not name, needs no
 * mark: the page's own `lang` stands.
 */
export function foreignLanguage(
  documentLocale: string | null | undefined,
  pageLocale: Locale,
): string | null {
  const language = documentLocale?.trim().toLowerCase().split(/[-_]/)[0] ?? "";
  if (!LANGUAGE.test(language) || language === pageLocale) return null;
  return language;
}
