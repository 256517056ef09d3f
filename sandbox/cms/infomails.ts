import { localDocuments } from "#sandbox/content-language.ts";
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

/** A mail's texts as sent, in Czech or in the language of one translation. */
interface InfomailTexts {
  title: string;
  infomail_html: unknown;
  content: unknown;
  seo_description: unknown;
}

function infomailJson(db: Db, row: InfomailRow, cdn: string, locale?: string) {
  const data: Json = parseData(row.data);
  const texts = localDocuments(
    db,
    "infomail",
    locale,
  )<InfomailTexts>(row.id, {
    title: row.title,
    infomail_html: data.infomail_html,
    content: data.content ?? null,
    seo_description: data.seo_description,
  });
  const html = typeof texts.infomail_html === "string" ? texts.infomail_html : null;
  return {
    _id: row.id,
    title: texts.title,
    locale: texts.locale,
    created: row.created,
    infomail_html: html?.replaceAll("{{cdn}}", cdn) ?? null,
    content: texts.content,
    page_meta: pageMeta(db, "infomail", row.id, row.slug, {
      title: texts.title,
      description: typeof texts.seo_description === "string" ? texts.seo_description : null,
    }),
  };
}

/** Every infomail, newest first. */
export function listInfomails(db: Db, cdn: string, locale?: string) {
  const rows = db
    .prepare("SELECT * FROM infomails ORDER BY created DESC, id")
    .all() as Array<InfomailRow>;
  return rows.map((row) => infomailJson(db, row, cdn, locale));
}

/** One infomail by slug, answered as the spec's lookup: entities or error. */
export function findInfomail(db: Db, slug: string, cdn: string, locale?: string) {
  const row = db.prepare("SELECT * FROM infomails WHERE slug = ?").get(slug) as
    InfomailRow | undefined;
  if (!row) {
    return {
      entities: [],
      total: 0,
      error: { statusCode: 404, message: "Infomail nebyl nalezen" },
    };
  }
  return { entities: [infomailJson(db, row, cdn, locale)], total: 1, error: null };
}
