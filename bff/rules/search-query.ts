/**
 * The spec's search rules (content side §5, §9): the query is sanitised and split on
 * whitespace and plus signs; only parts of at least 3 characters count, and without such a
 * part nothing is searched. Diacritics never matter: "cisteni" finds "čištění".
 */

export const SEARCH_MIN_PART = 3;
/** Queries of this many characters are worth recording as a shopper's search. */
export const SEARCH_TRACKING_MIN = 4;
/** Longer text is no query a shopper typed; the CMS takes at most 200 characters. */
export const SEARCH_MAX_LENGTH = 100;

export type SearchQuery = {
  /** The query as the page shows it and sends on: sanitised, one space between words. */
  text: string;
  /** The parts that count, in the order typed, without repeats. */
  parts: Array<string>;
  /** False for an empty query or one without a part of 3 characters: nothing is searched. */
  searchable: boolean;
};

/** Characters with no meaning in a search that could break markup or a query language. */
const UNSAFE = /[\p{Cc}\p{Cf}<>"'`\\{}[\]()*^~|;]/gu;

export function parseSearchQuery(raw: string | null | undefined): SearchQuery {
  const text = (raw ?? "").normalize("NFC").replace(UNSAFE, " ").replace(/\s+/g, " ").trim();
  const limited = [...text].slice(0, SEARCH_MAX_LENGTH).join("").trim();
  const parts = [
    ...new Set(
      limited
        .split(/[\s+]+/)
        .map((part) => part.replace(/^[-.,:!?]+|[-.,:!?]+$/g, ""))
        .filter((part) => [...part].length >= SEARCH_MIN_PART),
    ),
  ];
  return { text: limited, parts, searchable: parts.length > 0 };
}

/** Lower case without diacritics, for comparing what a shopper typed with a title. */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLocaleLowerCase("cs")
    .replace(/ł/g, "l")
    .replace(/ß/g, "ss");
}

/** How many parts begin a word of the text, diacritics and case ignored. */
export function partsHeld(text: string, parts: Array<string>): number {
  const words = foldText(text).split(/[^\p{L}\p{N}]+/u);
  return parts.filter((part) => {
    const folded = foldText(part);
    return words.some((word) => word.startsWith(folded));
  }).length;
}

/**
 * The texts holding some part, those holding more first and otherwise in their order, as
 * the CMS ranks its hits: "lubrikant gel" finds what holds either word rather than nothing.
 */
export function rankByParts<T>(items: Array<T>, parts: Array<string>, textOf: (item: T) => string) {
  return items
    .map((item, index) => ({ item, index, held: partsHeld(textOf(item), parts) }))
    .filter((entry) => entry.held > 0)
    .sort((a, b) => b.held - a.held || a.index - b.index)
    .map((entry) => entry.item);
}

/** Whether a query is long enough to be recorded as a search (spec: from 4 characters). */
export function isTrackedQuery(query: SearchQuery): boolean {
  return query.searchable && [...query.text].length >= SEARCH_TRACKING_MIN;
}

function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const grams = new Set<string>();
  for (let index = 0; index + 3 <= padded.length; index += 1)
    grams.add(padded.slice(index, index + 3));
  return grams;
}

/** Dice similarity of two words' trigrams: 1 for equal words, 0 for nothing in common. */
function similarity(a: string, b: string): number {
  const first = trigrams(a);
  const second = trigrams(b);
  let shared = 0;
  for (const gram of first) if (second.has(gram)) shared += 1;
  return (2 * shared) / (first.size + second.size);
}

/** Below this, a name is no more like the query than any other word. */
const CLOSE_ENOUGH = 0.4;

/**
 * The candidate whose name is most like the query, for "did you mean": a typo
 * ("vybratory") or a word form the index does not know still finds its category. Each part
 * is compared with each word of the name; the best pair counts.
 */
export function closestByName<T extends { name: string }>(
  query: SearchQuery,
  candidates: Array<T>,
): T | null {
  let best: { candidate: T; score: number } | null = null;
  const parts = query.parts.map(foldText);
  for (const candidate of candidates) {
    const words = foldText(candidate.name)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    for (const part of parts) {
      for (const word of words) {
        const score = similarity(part, word);
        if (score >= CLOSE_ENOUGH && (!best || score > best.score)) best = { candidate, score };
      }
    }
  }
  return best?.candidate ?? null;
}
