export type FieldErrors = Record<string, Array<string>>;

type BffErrorDetail =
  | { kind: "not_found" }
  | { kind: "unauthorized" }
  | { kind: "forbidden" }
  | { kind: "validation"; fieldErrors: FieldErrors }
  | { kind: "upstream" };

export type BffErrorKind = BffErrorDetail["kind"];

/**
 * The one error type that leaves the BFF. `message` is safe to show a shopper: it is the
 * upstream's own text ("{field} - {title}" or the title) or empty when there was none.
 */
export class BffError extends Error {
  readonly detail: BffErrorDetail;
  readonly status: number;

  constructor(detail: BffErrorDetail, status: number, message = "") {
    super(message);
    this.name = "BffError";
    this.detail = detail;
    this.status = status;
  }

  get kind(): BffErrorKind {
    return this.detail.kind;
  }
}

export function isBffError(error: unknown): error is BffError {
  return error instanceof BffError;
}
