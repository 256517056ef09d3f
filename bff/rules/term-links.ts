/**
 * Glossary terms linked in a text (a product's perex): each term at most once, at its first
 * occurrence, matched case-insensitively on whole words (a letter or digit, diacritics
 * included, on either side means it is part of a longer word), longest terms first so
 * "anální kolík" wins over "kolík", and never inside a stretch that is already a link.
 */

/** A piece of text, plain or linking to a glossary term by its slug. */
export type TermSegment = { text: string } | { text: string; slug: string };

/** A term as the links need it: the words to find and the slug of its page. */
export type LinkableTerm = { title: string; slug: string };

function isLinked(segment: TermSegment): segment is { text: string; slug: string } {
  return "slug" in segment;
}

/** The term's words as a pattern: special characters literal, any run of spaces alike. */
function termPattern(title: string): RegExp | null {
  const words = title.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return null;
  const body = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&")).join("\\s+");
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, "iu");
}

/** More titles than the glossaries of all languages hold: past it the patterns start afresh. */
const PATTERNS_MAX = 4096;

const patterns = new Map<string, RegExp | null>();

/**
 * The term's pattern, compiled once per process. A new RegExp per request cost a product
 * page 3-5 ms: V8 drops its cache of compiled patterns at every full garbage collection, so
 * each of the glossary's 130 patterns was parsed and compiled again. The patterns have
 * neither the g nor the y flag, so one object serves every call.
 */
function cachedTermPattern(title: string): RegExp | null {
  let pattern = patterns.get(title);
  if (pattern === undefined) {
    if (patterns.size >= PATTERNS_MAX) patterns.clear();
    pattern = termPattern(title);
    patterns.set(title, pattern);
  }
  return pattern;
}

/**
 * `text` (or segments of it, some already links) with the terms linked. Adjacent plain
 * segments stay apart where a link was cut out; joining all `text` gives the input back.
 */
export function linkTerms(
  text: string | Array<TermSegment>,
  terms: ReadonlyArray<LinkableTerm>,
): Array<TermSegment> {
  let segments: Array<TermSegment> = typeof text === "string" ? [{ text }] : [...text];
  const longestFirst = [...terms].sort(
    (a, b) => b.title.trim().length - a.title.trim().length || a.slug.localeCompare(b.slug),
  );
  const linkedSlugs = new Set(segments.filter(isLinked).map((segment) => segment.slug));
  for (const term of longestFirst) {
    if (linkedSlugs.has(term.slug)) continue;
    const pattern = cachedTermPattern(term.title);
    if (!pattern) continue;
    const index = segments.findIndex((segment) => !isLinked(segment) && pattern.test(segment.text));
    const segment = segments[index];
    if (!segment) continue;
    const match = pattern.exec(segment.text);
    if (!match) continue;
    const before = segment.text.slice(0, match.index);
    const after = segment.text.slice(match.index + match[0].length);
    segments = [
      ...segments.slice(0, index),
      ...(before ? [{ text: before }] : []),
      { text: match[0], slug: term.slug },
      ...(after ? [{ text: after }] : []),
      ...segments.slice(index + 1),
    ];
    linkedSlugs.add(term.slug);
  }
  return segments;
}

/** More texts than the catalogue has perexes in all languages: past it the memory starts afresh. */
const LINKED_MAX = 4096;
/** More glossaries than the shop has sites: past it the memory starts afresh. */
const GLOSSARIES_MAX = 8;

/** Linked texts per glossary (its terms' titles and slugs as one string). */
const linkedByGlossary = new Map<string, Map<string, ReadonlyArray<TermSegment>>>();

/**
 * `linkTerms` for a plain text, remembered per text and glossary (each site has its own, and
 * pages of all languages are asked for in turn). Every term's pattern is tried on the text
 * (0.1 ms, a few per cent of a product page's render), and a product's perex and the
 * glossary change far less often than the page is asked for. A changed glossary is a new
 * one. Each caller gets segments of its own.
 */
export function linkedText(text: string, terms: ReadonlyArray<LinkableTerm>): Array<TermSegment> {
  const glossary = terms.map((term) => `${term.title}\u0000${term.slug}`).join("\u0001");
  let texts = linkedByGlossary.get(glossary);
  if (!texts) {
    if (linkedByGlossary.size >= GLOSSARIES_MAX) linkedByGlossary.clear();
    texts = new Map();
    linkedByGlossary.set(glossary, texts);
  }
  let segments = texts.get(text);
  if (!segments) {
    if (texts.size >= LINKED_MAX) texts.clear();
    segments = linkTerms(text, terms);
    texts.set(text, segments);
  }
  return segments.map((segment) => ({ ...segment }));
}
