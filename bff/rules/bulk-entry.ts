import { batchAddNotices, type BatchNotice } from "./cart-batch-messages.ts";
import type { ReorderOutcome } from "./reorder-result.ts";

/**
 * A business buyer's quantity entry on a product box (spec §1, §6: batch quantity per
 * variant): one number per variant, `amount.{variantId}`, with the variant's name beside it
 * as `name.{variantId}`. An empty field is none of that variant; the spec's number input
 * takes digits only, at most 4 of them.
 */
export const BULK_AMOUNT_PREFIX = "amount.";
export const BULK_NAME_PREFIX = "name.";
const AMOUNT = /^\d{1,4}$/;

export type BulkLine = { variantId: number; name: string; amount: number };

export type BulkEntry =
  | { kind: "lines"; lines: Array<BulkLine> }
  /** Nothing asked for: every field empty or 0. */
  | { kind: "empty" }
  /** A field that is no amount: the names of the variants it belongs to. */
  | { kind: "invalid"; names: Array<string> };

export function parseBulkEntry(fields: Iterable<[string, FormDataEntryValue]>): BulkEntry {
  const entries = [...fields].filter(
    (entry): entry is [string, string] => typeof entry[1] === "string",
  );
  const names = new Map(
    entries
      .filter(([key]) => key.startsWith(BULK_NAME_PREFIX))
      .map(([key, value]) => [key.slice(BULK_NAME_PREFIX.length), value.slice(0, 200)]),
  );
  const lines: Array<BulkLine> = [];
  const invalid: Array<string> = [];
  for (const [key, raw] of entries) {
    if (!key.startsWith(BULK_AMOUNT_PREFIX)) continue;
    const id = key.slice(BULK_AMOUNT_PREFIX.length);
    if (!/^[1-9]\d{0,14}$/.test(id)) continue;
    const value = raw.trim();
    if (value === "") continue;
    const name = names.get(id) ?? id;
    if (!AMOUNT.test(value)) {
      invalid.push(name);
      continue;
    }
    const amount = Number(value);
    if (amount > 0) lines.push({ variantId: Number(id), name, amount });
  }
  if (invalid.length > 0) return { kind: "invalid", names: invalid };
  return lines.length > 0 ? { kind: "lines", lines } : { kind: "empty" };
}

/**
 * The spec's batch-add notices for a quantity entry (§8): "Produkty byly vloženy do
 * košíku" when all went in; otherwise each refusal's title as info, named by its variant,
 * and the count of lines that did not go in; shopping switched off is the configured text.
 */
export function bulkEntryNotices(outcome: ReorderOutcome): Array<BatchNotice> {
  if (outcome.kind !== "added") return batchAddNotices(outcome);
  return batchAddNotices({
    kind: "added",
    importIncomplete: outcome.refused.length,
    errors: outcome.refused.map((line) => ({ code: line.name, title: line.reason })),
  });
}
