import * as z from "zod";

import { encodeSvg } from "#sandbox/cms/image-encoding.ts";
import { renderImageSvg } from "#sandbox/cms/images.ts";
import type { Db } from "#sandbox/db/open.ts";

import { type ZipEntry, zipStore } from "./zip-store.ts";

/** An order's items as files the customer downloads: a CSV list and a ZIP of images. */

interface StoredItem {
  variantId: number;
  amount: number;
  product: { mainImage: { fileKey: string } | null };
  variant: { fullname: string };
  shoppable: { marketingCode: string };
  prices: { unitWithTax: number; totalWithTax: number };
  items: Array<StoredItem>;
}

const StoredItemSchema: z.ZodType<StoredItem> = z.lazy(() =>
  z.object({
    variantId: z.number(),
    amount: z.number(),
    product: z.object({ mainImage: z.object({ fileKey: z.string() }).nullable() }),
    variant: z.object({ fullname: z.string() }),
    shoppable: z.object({ marketingCode: z.string() }),
    prices: z.object({ unitWithTax: z.number(), totalWithTax: z.number() }),
    items: z.array(StoredItemSchema),
  }),
);
const StoredItemsSchema = z.object({ items: z.array(StoredItemSchema) });

/** The order's lines as placed, an accessory right after the item it was added with. */
export function orderItems(data: string): Array<StoredItem> {
  const flatten = (items: Array<StoredItem>): Array<StoredItem> =>
    items.flatMap((item) => [item, ...flatten(item.items)]);
  return flatten(StoredItemsSchema.parse(JSON.parse(data)).items);
}

const itemCode = (item: StoredItem) => item.shoppable.marketingCode || String(item.variantId);

function csvValue(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

const decimalComma = (amount: number) => amount.toFixed(2).replace(".", ",");

/**
 * Semicolons, a decimal comma, CRLF and a byte order mark: what Czech Excel opens as
 * columns with the diacritics intact. The amounts are in the order's own currency, which
 * the last column names.
 */
export function itemsCsv(items: Array<StoredItem>, currencyCode: string): string {
  const rows = [
    ["kod", "nazev", "mnozstvi", "cena_za_kus", "celkem", "mena"],
    ...items.map((item) => [
      itemCode(item),
      item.variant.fullname,
      String(item.amount),
      decimalComma(item.prices.unitWithTax),
      decimalComma(item.prices.totalWithTax),
      currencyCode,
    ]),
  ];
  return `\uFEFF${rows.map((row) => row.map(csvValue).join(";")).join("\r\n")}\r\n`;
}

interface ImageRow {
  title: string;
  background: string;
  width: number;
  height: number;
}

/**
 * The main image of each item as the CMS image server draws it, at its own size as JPEG;
 * numbered so two lines of one product stay two files. Items without an image are left out.
 */
export async function itemImagesZip(
  db: Db,
  items: Array<StoredItem>,
  modified: Date,
): Promise<Buffer> {
  const findImage = db.prepare<[string], ImageRow>(
    "SELECT title, background, width, height FROM images WHERE file_key = ?",
  );
  const entries: Array<ZipEntry> = [];
  for (const [index, item] of items.entries()) {
    const image = item.product.mainImage && findImage.get(item.product.mainImage.fileKey);
    if (!image) continue;
    const number = String(index + 1).padStart(2, "0");
    entries.push({
      name: `${number}-${itemCode(item)}.jpg`,
      data: await encodeSvg(renderImageSvg(image), "jpeg"),
    });
  }
  return zipStore(entries, modified);
}
