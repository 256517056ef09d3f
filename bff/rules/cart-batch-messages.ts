/** Spec: an error notice of a batch add lasts 3000 ms times (1 + the number of errors). */
export const BATCH_ERROR_NOTICE_MS = 3_000;

/** How a batch add ended, as the BFF reports it. */
export type BatchAddOutcome =
  | {
      kind: "added";
      /** Lines the store or the catalogue refused. */
      importIncomplete: number;
      errors: Array<
        { code: string | null; title: string } | { code: string; reason: "unknown_code" }
      >;
    }
  /** The store answered 500: a large import is still being processed. */
  | { kind: "in_progress" }
  | { kind: "shopping_disabled"; text: string }
  | { kind: "unavailable" };

/** A notification as the app flashes it (texts are locale keys unless `raw`). */
export type BatchNotice = {
  type: "success" | "info" | "warning" | "danger";
  message: string;
  values?: Record<string, string | number>;
  raw?: boolean;
  durationMs?: number;
};

/**
 * Spec (error catalogue, batch add): success says "Produkty byly vloženy do košíku"; a 500
 * says an import is in progress; otherwise each error's title is an info notice and the
 * importIncomplete count a success notice, every one of them lasting 3000 ms x (1 + errors).
 * With shopping disabled the configured text is the warning and nothing was added.
 */
export function batchAddNotices(outcome: BatchAddOutcome): Array<BatchNotice> {
  if (outcome.kind === "in_progress")
    return [{ type: "info", message: "addToCart.batch.inProgress" }];
  if (outcome.kind === "unavailable") {
    return [{ type: "danger", message: "addToCart.storeUnavailable" }];
  }
  if (outcome.kind === "shopping_disabled") {
    return [{ type: "warning", message: outcome.text, raw: true }];
  }
  if (outcome.errors.length === 0 && outcome.importIncomplete === 0) {
    return [{ type: "success", message: "addToCart.batch.added" }];
  }
  const durationMs = BATCH_ERROR_NOTICE_MS * (1 + outcome.errors.length);
  const notices: Array<BatchNotice> = outcome.errors.map((error) =>
    "reason" in error
      ? {
          type: "info",
          message: "addToCart.batch.unknownCode",
          values: { code: error.code },
          durationMs,
        }
      : {
          type: "info",
          message: error.code ? `${error.code}: ${error.title}` : error.title,
          raw: true,
          durationMs,
        },
  );
  if (outcome.importIncomplete > 0) {
    notices.push({
      type: "success",
      message: "addToCart.batch.incomplete",
      values: { number: outcome.importIncomplete },
      durationMs,
    });
  }
  return notices;
}
