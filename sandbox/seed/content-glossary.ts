import { GLOSSARY_TERMS_A_K } from "./content-glossary-terms-a-k.ts";
import { GLOSSARY_TERMS_L_Z } from "./content-glossary-terms-l-z.ts";

/**
 * The erotic glossary: factual, neutral explanations of the words of the field (materials,
 * kinds of products, anatomy, safety, care, BDSM basics). A term points at the real
 * categories, products and virtual categories of the seeded catalogue and at related
 * terms; some have a Slovak or German version of their own (see
 * content-glossary-translations.ts).
 */

export interface SeedGlossaryTerm {
  title: string;
  /** The Czech slug; it also names the term for references and translations. */
  slug: string;
  /** The page's H1 when it should differ from the term. */
  pageTitle?: string;
  perex: string;
  /** The description: one to three paragraphs. */
  paragraphs: Array<string>;
  /** Store category ids. */
  categories?: Array<number>;
  /** Product ids. */
  products?: Array<number>;
  /** Slugs of virtual categories. */
  virtualCategories?: Array<string>;
  /** Czech slugs of related terms. */
  related?: Array<string>;
  /** A term search engines should not list (a thin or duplicate page). */
  noindex?: boolean;
}

export const GLOSSARY_TERMS: Array<SeedGlossaryTerm> = [
  ...GLOSSARY_TERMS_A_K,
  ...GLOSSARY_TERMS_L_Z,
];
