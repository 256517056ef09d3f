export type FieldErrors = Record<string, Array<string>>;

type BffErrorDetail =
  | { kind: "not_found" }
  | { kind: "unauthorized" }
  | { kind: "forbidden" }
  | { kind: "validation"; fieldErrors: FieldErrors }
  | { kind: "upstream" };

export type BffErrorKind = BffErrorDetail["kind"];

/**
 * The one error type that leaves the BFF. `message` is the upstream's own text for logs
 * ("{field} - {title}" or the title, empty when there was none); `title` is what a shopper
 * may read: the store's words alone, without the field they name ("Není skladem").
 */
export class BffError extends Error {
  readonly detail: BffErrorDetail;
  readonly status: number;
  readonly title: string;

  constructor(detail: BffErrorDetail, status: number, message = "", title = message) {
    super(message);
    this.name = "BffError";
    this.detail = detail;
    this.status = status;
    this.title = title;
  }

  get kind(): BffErrorKind {
    return this.detail.kind;
  }
}

export function isBffError(error: unknown): error is BffError {
  return error instanceof BffError;
}
