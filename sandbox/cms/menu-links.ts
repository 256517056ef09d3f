import type { Db } from "#sandbox/db/open.ts";

/**
 * What a menu entry links to. Menu entries are stored with their paths; the CMS names the
 * entity behind each path the way the spec's link types do (category, virtual category,
 * page...), and anything else is a custom link.
 */
export interface MenuLink {
  type: string;
  /** Store ids for categories and products, CMS ids for the CMS's own documents. */
  entityId: number | string | null;
}

const STORE_ENTITIES = new Set(["category", "product"]);

/**
 * Which kinds of entity a path of each shape can name, in order of preference. The last
 * group is the slug; a magazine child category's path has its master's slug before it.
 */
const PATH_SHAPES: Array<{ pattern: RegExp; types: Array<string> }> = [
  { pattern: /^\/produkt\/([^/]+)$/, types: ["product"] },
  { pattern: /^\/nakupni-radce\/stitky\/([^/]+)$/, types: ["article_tag"] },
  { pattern: /^\/nakupni-radce\/([^/]+)$/, types: ["article_category"] },
  { pattern: /^\/nakupni-radce\/([^/]+)\/([^/]+)$/, types: ["article_category"] },
  { pattern: /^\/vse-o-nakupu\/([^/]+)$/, types: ["page"] },
  { pattern: /^\/pruvodce\/([^/]+)$/, types: ["content_page"] },
  { pattern: /^\/pobocky\/([^/]+)$/, types: ["branch"] },
  {
    pattern: /^\/([^/]+)$/,
    types: ["category", "virtual_category", "filtered_category", "page", "content_page"],
  },
];

const CUSTOM_LINK: MenuLink = { type: "custom_link", entityId: null };

export function menuLinkResolver(db: Db): (path: string) => MenuLink {
  const find = db.prepare<[string, string], { entity_type: string; entity_id: string }>(
    `SELECT entity_type, entity_id FROM slug_translations
     WHERE lang = 'cs' AND slug = ? AND entity_type IN (SELECT value FROM json_each(?))`,
  );
  const masterSlug = db
    .prepare<[string], string>(
      `SELECT m.slug FROM article_categories c JOIN article_categories m ON m.id = c.master_id
       WHERE c.id = ?`,
    )
    .pluck();
  return (path) => {
    for (const { pattern, types } of PATH_SHAPES) {
      const groups = pattern.exec(path)?.slice(1);
      const slug = groups?.at(-1);
      if (groups === undefined || slug === undefined) continue;
      const rows = find.all(slug, JSON.stringify(types));
      const row = types.flatMap((type) => rows.filter((r) => r.entity_type === type))[0];
      if (!row) return CUSTOM_LINK;
      // A child category's path names its master, a top-level one's names none.
      const master = groups.length === 2 ? groups[0] : undefined;
      if (row.entity_type === "article_category" && masterSlug.get(row.entity_id) !== master) {
        return CUSTOM_LINK;
      }
      const entityId = STORE_ENTITIES.has(row.entity_type) ? Number(row.entity_id) : row.entity_id;
      return { type: row.entity_type, entityId };
    }
    return CUSTOM_LINK;
  };
}
