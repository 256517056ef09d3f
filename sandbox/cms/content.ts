import { localDocuments, translationsOf } from "#sandbox/content-language.ts";
import type { Db } from "#sandbox/db/open.ts";

import { type Json, pageMeta, parseData } from "./documents.ts";

/** CMS documents made of content blocks: the homepage, pages and content pages. */

interface BlockRow {
  id: string;
  type: string;
  data: string;
}

export type ContentBlock = { __typename: string; _id: string } & Json;

/** Block kinds the GraphQL union knows; a stored block of another kind is skipped. */
const BLOCK_KINDS = new Set([
  "ProductsBlock",
  "TextBlock",
  "RichTextBlock",
  "CategoriesBlock",
  "BenefitBodyBlock",
  "BigTitleBlock",
  "CollapsibleBlock",
  "CuratedGuidesBlock",
  "CuratedGuideProductsBlock",
  "NewsletterBlock",
  "QuoteBlock",
  "TextBoxesBlock",
  "UniqueSellingPointsBlock",
  "ImageBlock",
  "ButtonBlock",
]);

/** Seeds store references as id lists; GraphQL answers them as `{ entityId }` objects. */
function withReferences(data: Json): Json {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      key.endsWith("_reference") && Array.isArray(value)
        ? value.filter((id): id is number => Number.isInteger(id)).map((entityId) => ({ entityId }))
        : value,
    ]),
  );
}

/** A document's blocks, each in the shopper's language when it has a translation. */
export function loadContentBlocks(
  db: Db,
  ownerType: string,
  ownerId: string,
  locale?: string,
): Array<ContentBlock> {
  const translated = translationsOf(db, "content_block", locale);
  const rows = db
    .prepare(
      `SELECT id, type, data FROM content_blocks
       WHERE owner_type = ? AND owner_id = ? ORDER BY position`,
    )
    .all(ownerType, ownerId) as Array<BlockRow>;
  return rows.flatMap((row) =>
    BLOCK_KINDS.has(row.type)
      ? [
          {
            ...withReferences(parseData(translated(row.id, "data") ?? row.data)),
            __typename: row.type,
            _id: row.id,
          },
        ]
      : [],
  );
}

export function loadHomepage(db: Db, locale?: string) {
  const row = db
    .prepare("SELECT id, title FROM homepage_configurations WHERE active = 1 LIMIT 1")
    .get() as { id: string; title: string } | undefined;
  if (!row) return null;
  return {
    _id: row.id,
    title: translationsOf(db, "homepage", locale)(row.id, "title") ?? row.title,
    content_blocks: loadContentBlocks(db, "homepage", row.id, locale),
  };
}

interface PageRow {
  id: string;
  kind: "page" | "content_page";
  slug: string;
  title: string;
  data: string;
}

/** The "still need help?" box of a Czech page; a translation carries its own words. */
const CONTACT_BOX = {
  title_frontend: "Nenašli jste, co hledáte?",
  description: "Zavolejte nám nebo napište, rádi poradíme.",
};

/** A page's texts as the editor wrote them, in Czech or in one translation. */
interface PageTexts {
  title: string;
  content: unknown;
  seo_description: unknown;
  contact_box_texts?: { title_frontend: string; description: string };
}

function pageJson(db: Db, row: PageRow, locale?: string) {
  const data = parseData(row.data);
  const texts = localDocuments(
    db,
    row.kind,
    locale,
  )<PageTexts>(row.id, {
    title: row.title,
    content: data.content ?? null,
    seo_description: data.seo_description,
  });
  const meta = pageMeta(db, row.kind, row.id, row.slug, {
    title: texts.title,
    description: typeof texts.seo_description === "string" ? texts.seo_description : null,
  });
  const blocks = loadContentBlocks(db, row.kind, row.id);
  if (row.kind === "content_page") {
    return {
      _id: row.id,
      title: row.title,
      pagination: typeof data.blocks_per_page === "number" && blocks.length > data.blocks_per_page,
      blocks_per_page: data.blocks_per_page ?? null,
      content_blocks: blocks,
      background_image: data.background_image ?? null,
      page_meta: meta,
    };
  }
  return {
    _id: row.id,
    title: texts.title,
    locale: texts.locale,
    content: texts.content,
    custom_menu_code: data.custom_menu_code ?? null,
    contact_box_reference:
      data.contact_box === true
        ? { ...(texts.contact_box_texts ?? CONTACT_BOX), show_button: true }
        : null,
    page_meta: meta,
    url_rewrite: data.url_rewrite ?? null,
    content_blocks: blocks,
  };
}

/**
 * A page (or content page) by slug, its own or its translation in `lang`, answered as the
 * spec's lookup: entities or error.
 */
export function findPage(db: Db, kind: PageRow["kind"], slug: string, lang = "cs") {
  const row = db
    .prepare(
      `SELECT * FROM pages WHERE kind = ? AND (slug = ? OR id IN (
         SELECT entity_id FROM slug_translations WHERE entity_type = ? AND lang = ? AND slug = ?))
       ORDER BY slug = ? DESC LIMIT 1`,
    )
    .get(kind, slug, kind, lang, slug, slug) as PageRow | undefined;
  if (!row) {
    return {
      entities: [],
      total: 0,
      error: { statusCode: 404, message: "Stránka nebyla nalezena" },
    };
  }
  return { entities: [pageJson(db, row, lang)], total: 1, error: null };
}

/** The pages an editor lists (footer, sitemap); an unlisted page is reached by its link only. */
export function listPages(db: Db, locale?: string) {
  const rows = db
    .prepare(
      `SELECT * FROM pages
       WHERE kind = 'page' AND coalesce(json_extract(data, '$.unlisted'), 0) = 0
       ORDER BY position`,
    )
    .all() as Array<PageRow>;
  return rows.map((row) => pageJson(db, row, locale));
}
