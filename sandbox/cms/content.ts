import type { Db } from "../db/open.ts";

/** CMS documents and their content blocks, shaped as the GraphQL schema answers them. */

interface BlockRow {
  id: string;
  type: string;
  data: string;
}

export type ContentBlock =
  | {
      __typename: "ProductsBlock";
      _id: string;
      title: string | null;
      product_reference: Array<{ entityId: number }>;
    }
  | { __typename: "TextBlock"; _id: string; text: string };

type BlockMapper = (id: string, data: Record<string, unknown>) => ContentBlock;

/** One mapper per block kind stored in `content_blocks.type`; a new kind adds an entry. */
const BLOCK_MAPPERS: Record<string, BlockMapper> = {
  ProductsBlock: (id, data) => ({
    __typename: "ProductsBlock",
    _id: id,
    title: typeof data.title === "string" ? data.title : null,
    product_reference: (Array.isArray(data.productIds) ? data.productIds : [])
      .filter((entityId): entityId is number => Number.isInteger(entityId))
      .map((entityId) => ({ entityId })),
  }),
  TextBlock: (id, data) => ({
    __typename: "TextBlock",
    _id: id,
    text: typeof data.text === "string" ? data.text : "",
  }),
};

export function loadContentBlocks(db: Db, ownerType: string, ownerId: string): Array<ContentBlock> {
  const rows = db
    .prepare(
      `SELECT id, type, data FROM content_blocks
       WHERE owner_type = ? AND owner_id = ? ORDER BY position`,
    )
    .all(ownerType, ownerId) as Array<BlockRow>;
  return rows.flatMap((row) => {
    const mapper = BLOCK_MAPPERS[row.type];
    return mapper ? [mapper(row.id, JSON.parse(row.data) as Record<string, unknown>)] : [];
  });
}

export function loadHomepage(db: Db) {
  const row = db
    .prepare("SELECT id, title FROM homepage_configurations WHERE active = 1 LIMIT 1")
    .get() as { id: string; title: string } | undefined;
  if (!row) return null;
  return {
    _id: row.id,
    title: row.title,
    content_blocks: loadContentBlocks(db, "homepage", row.id),
  };
}
