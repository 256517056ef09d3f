import { BATCH_ERROR_NOTICE_MS, type BatchNotice } from "./cart-batch-messages.ts";

/** One line of a past order, as it goes to the cart again. */
export type ReorderLine = { name: string; variantId: number; amount: number };

/** A line the store would not take, with its own words why ("Není skladem"). */
export type RefusedLine = { name: string | null; reason: string };

/** How "order again" ended, as the BFF reports it. */
export type ReorderOutcome =
  | { kind: "added"; added: Array<string>; refused: Array<RefusedLine> }
  /** The store answered 500: a large batch is still being processed (spec §8, batch add). */
  | { kind: "in_progress" }
  | { kind: "shopping_disabled"; text: string }
  | { kind: "unavailable" };

/** The store names a refused line of a batch `items.{index}.{field}`. */
function lineIndex(field: string | null | undefined): number | null {
  const match = /^items\.(\d+)\b/.exec(field ?? "");
  return match ? Number(match[1]) : null;
}

/**
 * Splits the order's lines by the store's answer to the batch: a line the store named in an
 * error was refused (with the first reason given for it), every other line went in. An
 * error that names no line is kept as a refusal without a name.
 */
export function reorderResult(
  lines: ReadonlyArray<ReorderLine>,
  errors: ReadonlyArray<{ field?: string | null; title: string }>,
): { added: Array<string>; refused: Array<RefusedLine> } {
  const reasons = new Map<number, string>();
  const unnamed: Array<RefusedLine> = [];
  for (const error of errors) {
    const index = lineIndex(error.field);
    if (index === null || !lines[index]) unnamed.push({ name: null, reason: error.title });
    else if (!reasons.has(index)) reasons.set(index, error.title);
  }
  const added: Array<string> = [];
  const refused: Array<RefusedLine> = [];
  lines.forEach((line, index) => {
    const reason = reasons.get(index);
    if (reason === undefined) added.push(line.name);
    else refused.push({ name: line.name, reason });
  });
  return { added, refused: [...refused, ...unnamed] };
}

/** Whether anything went into the cart, so the shopper is sent there to see it. */
export function reorderFilledCart(outcome: ReorderOutcome): boolean {
  return outcome.kind === "added" && outcome.added.length > 0;
}

function refusal(line: RefusedLine): string {
  return line.name ? `${line.name} (${line.reason})` : line.reason;
}

/**
 * The notices after "order again". As with every batch add (spec §8): shopping switched off
 * is the configured text as a warning and nothing was added; a 500 says the batch is still
 * being processed; refusals last 3000 ms x (1 + their number). What went in is named, and
 * what did not is named with the store's reason (out of stock, no longer sold).
 */
export function reorderNotices(
  outcome: ReorderOutcome,
  /** What to say when there was nothing to add (an empty order, no available favourites). */
  nothingToAdd = "accountOrders.reorder.empty",
): Array<BatchNotice> {
  if (outcome.kind === "in_progress")
    return [{ type: "info", message: "addToCart.batch.inProgress" }];
  if (outcome.kind === "unavailable") {
    return [{ type: "danger", message: "addToCart.storeUnavailable" }];
  }
  if (outcome.kind === "shopping_disabled") {
    return outcome.text
      ? [{ type: "warning", message: outcome.text, raw: true }]
      : [{ type: "warning", message: "addToCart.shoppingDisabled" }];
  }
  const notices: Array<BatchNotice> = [];
  if (outcome.added.length > 0) {
    notices.push({
      type: "success",
      message: "accountOrders.reorder.added",
      values: { items: outcome.added.join(", ") },
    });
  }
  if (outcome.refused.length > 0) {
    notices.push({
      type: "warning",
      message: "accountOrders.reorder.refused",
      values: { items: outcome.refused.map(refusal).join(", ") },
      durationMs: BATCH_ERROR_NOTICE_MS * (1 + outcome.refused.length),
    });
  }
  if (notices.length === 0) notices.push({ type: "info", message: nothingToAdd });
  return notices;
}
