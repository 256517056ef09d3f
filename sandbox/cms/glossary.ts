import { compareCzech } from "#sandbox/catalog/czech-order.ts";
import type { Db } from "#sandbox/db/open.ts";

/**
 * The erotic glossary's terms. Each site language has its own documents; the list is in
 * Czech alphabetical order (ch after h, č after c), which SQLite cannot sort by itself.
 */

export interface GlossaryLookup {
  /** A site code (cz, sk, de): only the terms whose site_enabled holds it. */
  site?: string | null;
  slugs?: Array<string> | null;
}

/** What `glossary_terms.data` holds: the fields GraphQL answers besides the row's columns. */
interface GlossaryData {
  page_title: string | null;
  perex: string;
  description: unknown;
  page_meta: { slug: string } & Record<string, unknown>;
  category_reference: Array<{ entityId: number }>;
  product_reference: Array<{ entityId: number }>;
  virtual_category_reference: Array<{ entityId: string }>;
  /** Ids of related terms, answered as `term_reference`. */
  related_ids: Array<string>;
}

interface GlossaryRow {
  id: string;
  slug: string;
  title: string;
  site_enabled: string;
  data: string;
}

function termJson(row: GlossaryRow, byId: (id: string) => GlossaryRow | undefined) {
  const { related_ids: relatedIds, ...data } = JSON.parse(row.data) as GlossaryData;
  return {
    ...data,
    _id: row.id,
    title: row.title,
    site_enabled: JSON.parse(row.site_enabled) as Array<string>,
    // A reference answers the referenced term's own page_meta, as the CMS resolves it.
    term_reference: relatedIds.flatMap((id) => {
      const related = byId(id);
      if (!related) return [];
      const { page_meta: meta } = JSON.parse(related.data) as GlossaryData;
      return [{ _id: related.id, title: related.title, page_meta: meta }];
    }),
  };
}

function rowsOf(db: Db, lookup: GlossaryLookup): Array<GlossaryRow> {
  return db
    .prepare(
      `SELECT id, slug, title, site_enabled, data FROM glossary_terms
       WHERE (@slugs IS NULL OR slug IN (SELECT value FROM json_each(@slugs)))
         AND (@site IS NULL OR @site IN (SELECT value FROM json_each(site_enabled)))`,
    )
    .all({
      slugs: lookup.slugs ? JSON.stringify(lookup.slugs) : null,
      site: lookup.site ?? null,
    }) as Array<GlossaryRow>;
}

function rowById(db: Db) {
  const statement = db.prepare(
    "SELECT id, slug, title, site_enabled, data FROM glossary_terms WHERE id = ?",
  );
  return (id: string) => statement.get(id) as GlossaryRow | undefined;
}

/** Terms of a site (or all), by title in Czech alphabetical order. */
export function listGlossaryTerms(db: Db, lookup: GlossaryLookup) {
  const byId = rowById(db);
  return rowsOf(db, lookup)
    .sort((a, b) => compareCzech(a.title, b.title) || a.id.localeCompare(b.id))
    .map((row) => termJson(row, byId));
}

/** One term by slug, of the site when one is given; null when there is none. */
export function findGlossaryTerm(db: Db, slug: string, site: string | null | undefined) {
  const [row] = rowsOf(db, { slugs: [slug], site });
  return row ? termJson(row, rowById(db)) : null;
}
