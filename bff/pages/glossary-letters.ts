import type { Locale } from "#bff/locales.js";

/**
 * The alphabet of the glossary's index per language. Czech and Slovak count "Ch" as a
 * letter of its own after H and háček letters after their base letter; other accents
 * (Á, É, Ú...) sort and group with their base letter. German uses the plain A to Z.
 */
const LATIN = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("");
const ALPHABETS: Record<Locale, Array<string>> = {
  cs: withAfter(LATIN, { C: ["Č"], H: ["Ch"], R: ["Ř"], S: ["Š"], Z: ["Ž"] }),
  sk: withAfter(LATIN, { C: ["Č"], H: ["Ch"], S: ["Š"], Z: ["Ž"] }),
  de: LATIN,
};

/** Terms whose first letter is in no alphabet (a digit, another script) close the index. */
export const OTHER_LETTER = "#";

function withAfter(letters: Array<string>, after: Record<string, Array<string>>): Array<string> {
  return letters.flatMap((letter) => [letter, ...(after[letter] ?? [])]);
}

/** The letters of the index in `locale`, in order. */
export function glossaryAlphabet(locale: Locale): Array<string> {
  return ALPHABETS[locale];
}

/** The index letter a title is listed under in `locale`. */
export function glossaryLetter(title: string, locale: Locale): string {
  const alphabet = ALPHABETS[locale];
  const trimmed = title.trim();
  if (alphabet.includes("Ch") && /^ch/i.test(trimmed)) return "Ch";
  const first = trimmed.charAt(0).toLocaleUpperCase(locale);
  if (alphabet.includes(first)) return first;
  const base = first.normalize("NFD").replace(/\p{M}/gu, "");
  return alphabet.includes(base) ? base : OTHER_LETTER;
}

/**
 * A letter's fragment id on the index page, plain ASCII so the address bar shows it as
 * typed: `pismeno-a`, `pismeno-ch`, háček letters as `pismeno-c-hacek`.
 */
export function letterAnchor(letter: string): string {
  if (letter === OTHER_LETTER) return "pismeno-ostatni";
  const base = letter.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  return base === letter.toLowerCase() ? `pismeno-${base}` : `pismeno-${base}-hacek`;
}

/**
 * Items grouped by index letter: every letter of the alphabet in order, empty ones too
 * (the index shows them unlinked), items within a letter sorted by title with the
 * language's collation; `#` last, only when it has items.
 */
export function groupByLetter<Item extends { title: string }>(
  items: Array<Item>,
  locale: Locale,
): Array<{ letter: string; anchor: string; items: Array<Item> }> {
  const collator = new Intl.Collator(locale);
  const sorted = [...items].sort((a, b) => collator.compare(a.title, b.title));
  const groups = new Map<string, Array<Item>>(
    [...ALPHABETS[locale], OTHER_LETTER].map((letter) => [letter, []]),
  );
  for (const item of sorted) groups.get(glossaryLetter(item.title, locale))?.push(item);
  return [...groups]
    .filter(([letter, entries]) => letter !== OTHER_LETTER || entries.length > 0)
    .map(([letter, entries]) => ({ letter, anchor: letterAnchor(letter), items: entries }));
}
