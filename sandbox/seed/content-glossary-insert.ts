import type { Db } from "#sandbox/db/open.ts";

import { cmsId } from "./catalog-ids.ts";
import {
  GLOSSARY_TRANSLATIONS,
  type SeedGlossaryTranslation,
} from "./content-glossary-translations.ts";
import { GLOSSARY_TERMS, type SeedGlossaryTerm } from "./content-glossary.ts";
import { doc, paragraph } from "./content-rich-text.ts";

/** The glossary's name in each site's language, for the terms' SEO titles. */
const GLOSSARY_NAMES = {
  cz: "Erotický výkladový slovník",
  sk: "Erotický výkladový slovník",
  de: "Erotik-Lexikon",
} as const;

type Site = keyof typeof GLOSSARY_NAMES;

const LANGUAGES: Record<Site, string> = { cz: "cs", sk: "sk", de: "de" };

/** A term's document id: the Czech term's slug names every version of it. */
const termId = (site: Site, czechSlug: string) => cmsId(`glossary:${site}:${czechSlug}`);

/** Inserts the glossary's Czech terms and their Slovak and German versions. */
export function seedGlossary(db: Db): void {
  const insert = db.prepare(
    "INSERT INTO glossary_terms (id, slug, title, site_enabled, data) VALUES (?, ?, ?, ?, ?)",
  );
  const versions = new Map<string, Array<SeedGlossaryTranslation>>();
  for (const translation of GLOSSARY_TRANSLATIONS) {
    versions.set(translation.of, [...(versions.get(translation.of) ?? []), translation]);
  }
  const translated = (site: Site, czechSlug: string) =>
    site === "cz" || versions.get(czechSlug)?.some((version) => version.site === site);

  for (const term of GLOSSARY_TERMS) {
    const canonicalSlugs = [
      { language: "cs", slug: term.slug },
      ...(versions.get(term.slug) ?? []).map((version) => ({
        language: LANGUAGES[version.site],
        slug: version.slug,
      })),
    ];
    const documents: Array<{ site: Site; title: string; slug: string } & TermText> = [
      { site: "cz", ...term },
      ...(versions.get(term.slug) ?? []),
    ];
    for (const version of documents) {
      insert.run(
        termId(version.site, term.slug),
        version.slug,
        version.title,
        JSON.stringify([version.site]),
        JSON.stringify(
          termData(term, version, {
            canonicalSlugs,
            relatedIds: (term.related ?? [])
              .filter((slug) => translated(version.site, slug))
              .map((slug) => termId(version.site, slug)),
          }),
        ),
      );
    }
  }
}

type TermText = Pick<SeedGlossaryTerm, "perex" | "paragraphs" | "pageTitle">;

function termData(
  term: SeedGlossaryTerm,
  version: { site: Site; title: string; slug: string } & TermText,
  {
    canonicalSlugs,
    relatedIds,
  }: { canonicalSlugs: Array<{ language: string; slug: string }>; relatedIds: Array<string> },
) {
  return {
    page_title: version.pageTitle ?? null,
    perex: version.perex,
    description: doc(...version.paragraphs.map((text) => paragraph(text))),
    page_meta: {
      slug: version.slug,
      seo_title: `${version.title} | ${GLOSSARY_NAMES[version.site]}`,
      seo_description: version.perex,
      seo_keywords: null,
      meta_nofollow: false,
      meta_noindex: term.noindex ?? false,
      share_image: null,
      canonical_slugs: canonicalSlugs,
    },
    category_reference: (term.categories ?? []).map((entityId) => ({ entityId })),
    product_reference: (term.products ?? []).map((entityId) => ({ entityId })),
    virtual_category_reference: (term.virtualCategories ?? []).map((slug) => ({
      entityId: cmsId(`virtual:${slug}`),
    })),
    related_ids: relatedIds,
  };
}
