import type { Db } from "#sandbox/db/open.ts";

import { type Json, pageMeta, parseData } from "./documents.ts";

/**
 * Infomails: newsletters as sent. Their HTML names the CMS's own image host as `{{cdn}}`,
 * filled in with the origin the request reached, as a real CMS sends absolute addresses.
 */

interface InfomailRow {
  id: string;
  slug: string;
  title: string;
  created: string;
  data: string;
}

function infomailJson(db: Db, row: InfomailRow, cdn: string) {
  const data: Json = parseData(row.data);
  const html = typeof data.infomail_html === "string" ? data.infomail_html : null;
  return {
    _id: row.id,
    title: row.title,
    created: row.created,
    infomail_html: html?.replaceAll("{{cdn}}", cdn) ?? null,
    content: data.content ?? null,
    page_meta: pageMeta(db, "infomail", row.id, row.slug, {
      title: row.title,
      description: typeof data.seo_description === "string" ? data.seo_description : null,
    }),
  };
}

/** Every infomail, newest first. */
export function listInfomails(db: Db, cdn: string) {
  const rows = db
    .prepare("SELECT * FROM infomails ORDER BY created DESC, id")
    .all() as Array<InfomailRow>;
  return rows.map((row) => infomailJson(db, row, cdn));
}

/** One infomail by slug, answered as the spec's lookup: entities or error. */
export function findInfomail(db: Db, slug: string, cdn: string) {
  const row = db.prepare("SELECT * FROM infomails WHERE slug = ?").get(slug) as
    InfomailRow | undefined;
  if (!row) {
    return {
      entities: [],
      total: 0,
      error: { statusCode: 404, message: "Infomail nebyl nalezen" },
    };
  }
  return { entities: [infomailJson(db, row, cdn)], total: 1, error: null };
}
