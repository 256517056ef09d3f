import { compareCzech } from "#sandbox/catalog/czech-order.ts";
import type { Db } from "#sandbox/db/open.ts";

import { type Json, parseData } from "./documents.ts";

/**
 * The shop's own branches as CMS documents. Every list comes by weight, the highest first,
 * then by title in Czech order, which SQLite cannot sort by itself.
 */

export interface BranchLookup {
  /** A site code (cz, sk): only the branches whose site_enabled holds it. */
  site?: string | null;
  /** The store's branch ids. */
  store_ids?: Array<number> | null;
  /** Only the primary branch (true) or only the others (false). */
  primary?: boolean | null;
  slugs?: Array<string> | null;
  ids?: Array<string> | null;
}

/** A branch as GraphQL answers it, with the fields resolvers and tests read typed. */
export type BranchDocument = Json & {
  _id: string;
  store_id: number;
  title: string;
  weight: number;
  branch_is_primary: boolean;
  site_enabled: Array<string>;
};

interface BranchRow {
  id: string;
  store_id: number;
  title: string;
  weight: number;
  is_primary: number;
  site_enabled: string;
  data: string;
}

const siteList = (value: string): Array<string> => {
  const sites: unknown = JSON.parse(value);
  return Array.isArray(sites)
    ? sites.filter((site): site is string => typeof site === "string")
    : [];
};

function branchDocument(row: BranchRow): BranchDocument {
  return {
    ...parseData(row.data),
    _id: row.id,
    store_id: row.store_id,
    title: row.title,
    weight: row.weight,
    branch_is_primary: row.is_primary === 1,
    site_enabled: siteList(row.site_enabled),
  };
}

/** Branches matching every filter given, by weight (highest first), then title. */
export function listBranches(db: Db, lookup: BranchLookup): Array<BranchDocument> {
  const rows = db
    .prepare(
      `SELECT id, store_id, title, weight, is_primary, site_enabled, data FROM cms_branches
       WHERE (@site IS NULL OR @site IN (SELECT value FROM json_each(site_enabled)))
         AND (@storeIds IS NULL OR store_id IN (SELECT value FROM json_each(@storeIds)))
         AND (@primary IS NULL OR is_primary = @primary)
         AND (@slugs IS NULL OR slug IN (SELECT value FROM json_each(@slugs)))
         AND (@ids IS NULL OR id IN (SELECT value FROM json_each(@ids)))`,
    )
    .all({
      site: lookup.site ?? null,
      storeIds: lookup.store_ids ? JSON.stringify(lookup.store_ids) : null,
      primary: typeof lookup.primary === "boolean" ? Number(lookup.primary) : null,
      slugs: lookup.slugs ? JSON.stringify(lookup.slugs) : null,
      ids: lookup.ids ? JSON.stringify(lookup.ids) : null,
    }) as Array<BranchRow>;
  return rows
    .sort(
      (a, b) => b.weight - a.weight || compareCzech(a.title, b.title) || a.id.localeCompare(b.id),
    )
    .map(branchDocument);
}

/** One branch by slug, of the site when one is given; null when there is none. */
export function findBranchBySlug(
  db: Db,
  slug: string,
  site: string | null | undefined,
): BranchDocument | null {
  return listBranches(db, { slugs: [slug], site })[0] ?? null;
}

/** One branch by its document id; null when there is none. */
export function findBranchById(db: Db, id: string): BranchDocument | null {
  return listBranches(db, { ids: [id] })[0] ?? null;
}
