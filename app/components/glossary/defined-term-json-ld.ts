import type { JsonLd } from "#app/seo/json-ld.ts";

/**
 * A glossary term as a schema.org DefinedTerm in the shop's DefinedTermSet (the glossary's
 * index), with absolute URLs.
 */
export function definedTermJsonLd(term: {
  name: string;
  description: string | null;
  url: string;
  set: { name: string; url: string };
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "DefinedTerm",
    name: term.name,
    ...(term.description ? { description: term.description } : {}),
    url: term.url,
    inDefinedTermSet: { "@type": "DefinedTermSet", name: term.set.name, url: term.set.url },
  };
}
