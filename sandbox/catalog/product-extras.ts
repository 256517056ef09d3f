import { manualPdf } from "#sandbox/cms/manual-pdf.ts";
import type { Db } from "#sandbox/db/open.ts";

/**
 * The CMS side of a product: marketing code, rating, tags, gallery, hover image, the
 * parameter values (content.parameters), gifts, manuals (content.manuals) and the ids of its
 * alternatives, loaded for a whole listing in seven queries.
 */

interface DetailsRow {
  product_id: number;
  marketing_code: string;
  rating: number | null;
  hover_image_key: string | null;
}

interface TagRow {
  product_id: number;
  code: string;
  text: string;
  color: string;
  visible_catalog: number;
  visible_content: number;
}

interface ValueRow {
  product_id: number;
  parameter_id: number;
  value_id: number;
  title: string;
  color_hex: string | null;
}

interface GalleryRow {
  product_id: number;
  image_key: string;
}

interface GiftRow {
  product_id: number;
  id: number;
  name: string;
  slug: string;
  image_key: string | null;
  available: number;
}

interface AlternativeRow {
  product_id: number;
  alternative_id: number;
}

interface StorageDateRow {
  product_id: number;
  date: string;
  amount: number;
}

interface ManualRow {
  product_id: number;
  title: string;
  file_path: string;
  product_name: string;
}

export type ProductExtras = (productId: number) => ReturnType<typeof extrasJson>;

export function loadProductExtras(db: Db, idsJson: string): ProductExtras {
  const ids = "SELECT value FROM json_each(?)";
  const details = new Map(
    (
      db
        .prepare(`SELECT * FROM product_details WHERE product_id IN (${ids})`)
        .all(idsJson) as Array<DetailsRow>
    ).map((row) => [row.product_id, row]),
  );
  const tags = groupBy(
    db
      .prepare(
        `SELECT pt.product_id, t.* FROM product_tags pt JOIN tags t ON t.id = pt.tag_id
         WHERE pt.product_id IN (${ids}) ORDER BY t.id`,
      )
      .all(idsJson) as Array<TagRow>,
  );
  const values = groupBy(
    db
      .prepare(
        `SELECT ppv.product_id, pv.parameter_id, pv.id AS value_id, pv.title, pv.color_hex
         FROM product_parameter_values ppv
         JOIN parameter_values pv ON pv.id = ppv.value_id
         JOIN parameters pa ON pa.id = pv.parameter_id
         WHERE ppv.product_id IN (${ids}) ORDER BY pa.position, pv.position`,
      )
      .all(idsJson) as Array<ValueRow>,
  );
  const gallery = groupBy(
    db
      .prepare(
        `SELECT product_id, image_key FROM product_images
         WHERE product_id IN (${ids}) ORDER BY product_id, position`,
      )
      .all(idsJson) as Array<GalleryRow>,
  );
  // A gift is available as its product is: saleable with a variant in stock.
  const gifts = groupBy(
    db
      .prepare(
        `SELECT g.product_id, gp.id, gp.name, gp.slug, gp.image_key,
           gp.saleable = 1 AND EXISTS (
             SELECT 1 FROM variants v JOIN variant_stock s ON s.variant_id = v.id
             WHERE v.product_id = gp.id AND s.stock > 0) AS available
         FROM product_gifts g JOIN products gp ON gp.id = g.gift_product_id
         WHERE g.product_id IN (${ids}) ORDER BY g.product_id, g.position`,
      )
      .all(idsJson) as Array<GiftRow>,
  );
  const manuals = groupBy(
    db
      .prepare(
        `SELECT m.product_id, m.title, m.file_path, p.name AS product_name
         FROM product_manuals m JOIN products p ON p.id = m.product_id
         WHERE m.product_id IN (${ids}) ORDER BY m.product_id, m.position`,
      )
      .all(idsJson) as Array<ManualRow>,
  );
  const storageDates = groupBy(
    db
      .prepare(
        `SELECT product_id, date, amount FROM product_storage_dates
         WHERE product_id IN (${ids}) ORDER BY product_id, date`,
      )
      .all(idsJson) as Array<StorageDateRow>,
  );
  // The same list the store's product detail answers, so both upstreams agree.
  const alternatives = groupBy(
    db
      .prepare(
        `SELECT product_id, alternative_id FROM product_alternatives
         WHERE product_id IN (${ids}) ORDER BY product_id, position`,
      )
      .all(idsJson) as Array<AlternativeRow>,
  );
  return (productId) =>
    extrasJson(
      details.get(productId),
      tags.get(productId) ?? [],
      values.get(productId) ?? [],
      gallery.get(productId) ?? [],
      gifts.get(productId) ?? [],
      manuals.get(productId) ?? [],
      alternatives.get(productId) ?? [],
      storageDates.get(productId) ?? [],
    );
}

function extrasJson(
  details: DetailsRow | undefined,
  tags: Array<TagRow>,
  values: Array<ValueRow>,
  gallery: Array<GalleryRow>,
  gifts: Array<GiftRow>,
  manuals: Array<ManualRow>,
  alternatives: Array<AlternativeRow>,
  storageDates: Array<StorageDateRow>,
) {
  const parameters = new Map<number, Array<ValueRow>>();
  for (const value of values) {
    const list = parameters.get(value.parameter_id);
    if (list) list.push(value);
    else parameters.set(value.parameter_id, [value]);
  }
  return {
    marketingCode: details?.marketing_code ?? null,
    rating: details?.rating ?? null,
    tags: tags.map((tag) => ({
      code: tag.code,
      text: tag.text,
      color: tag.color,
      visibility: { catalog: tag.visible_catalog === 1, content: tag.visible_content === 1 },
    })),
    images: gallery.map((row) => ({ fileKey: row.image_key })),
    gifts: gifts.map((gift) => ({
      id: gift.id,
      name: gift.name,
      slug: gift.slug,
      mainImage: gift.image_key ? { fileKey: gift.image_key, alt: gift.name } : null,
      availability: { isAvailable: gift.available === 1 },
    })),
    alternatives: alternatives.map((row) => row.alternative_id),
    content: {
      parameters: [...parameters].map(([entityId, rows]) => ({
        entityId,
        values: rows.map((row) => row.value_id),
        valueEntities: rows.map((row) => ({
          _id: row.value_id,
          title: row.title,
          color_hex: row.color_hex,
        })),
      })),
      product_box_hover_image: details?.hover_image_key
        ? { fileKey: details.hover_image_key }
        : null,
      manuals: manuals.map((manual) => ({
        title: manual.title,
        file: {
          path: manual.file_path,
          size: manualPdf(manual.title, manual.product_name).length,
          mime: "application/pdf",
        },
      })),
      date_of_storage: storageDates.map((row) => ({ date: row.date, amount: row.amount })),
    },
  };
}

function groupBy<T extends { product_id: number }>(rows: Array<T>): Map<number, Array<T>> {
  const groups = new Map<number, Array<T>>();
  for (const row of rows) {
    const group = groups.get(row.product_id);
    if (group) group.push(row);
    else groups.set(row.product_id, [row]);
  }
  return groups;
}
