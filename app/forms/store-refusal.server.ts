import type { Notification } from "#app/shopper/notification.ts";
import type { BffError } from "#bff/index.server.ts";

/**
 * How one form words the store's refusals. `fallback` (a translation key) answers an outage
 * and a refusal without words of the store's own.
 */
export type RefusalWords = {
  /**
   * The store's field names and this form's names for them; the words for the store's other
   * fields are for the whole form.
   */
  fields?: Readonly<Record<string, string>>;
  /** The form's own words for a kind of refusal instead of the store's (log in to review). */
  kinds?: Partial<Record<Exclude<BffError["kind"], "validation">, string>>;
  fallback: string;
  /** The form's one field that shows the messages for the whole form (a look-up of one field). */
  formField?: string;
};

/** Messages for `submission.reply()`: by the form's fields, and for the whole form. */
export type RefusalMessages = {
  fieldErrors?: Record<string, Array<string>>;
  formErrors?: Array<string>;
};

/** A refusal as the action answers it: its status and the messages for `submission.reply()`. */
export type Refusal = RefusalMessages & { status: number };

/**
 * The one status policy of refused forms (decision 024): 422 when the store refused what it
 * was given (the form was well formed, our own schema's refusals are 400), 503 when the
 * store is down (5xx, a timeout), 400 for every other refusal (401, 403, 404, a 4xx of its
 * own).
 */
export function refusalStatus(error: BffError): number {
  if (error.detail.kind === "validation") return 422;
  if (error.kind === "upstream" && error.status >= 500) return 503;
  return 400;
}

function isOutage(error: BffError): boolean {
  return refusalStatus(error) === 503;
}

/**
 * The store's own words by field as the form shows them: at the field the form names for
 * the store's field, the rest for the whole form; `title` (its first words) or the fallback
 * when it said nothing at all. Never "{field} - {title}": only titles are shown.
 */
export function storeFieldMessages(
  fieldErrors: Readonly<Record<string, ReadonlyArray<string>>>,
  title: string,
  { fields = {}, fallback, formField }: RefusalWords,
): RefusalMessages {
  const byField: Record<string, Array<string>> = {};
  const whole: Array<string> = [];
  for (const [storeField, titles] of Object.entries(fieldErrors)) {
    const field = fields[storeField];
    if (field) (byField[field] ??= []).push(...titles);
    else whole.push(...titles);
  }
  if (whole.length === 0 && Object.keys(byField).length === 0) whole.push(title || fallback);
  if (whole.length === 0) return { fieldErrors: byField };
  if (!formField) return { fieldErrors: byField, formErrors: whole };
  return { fieldErrors: { ...byField, [formField]: [...(byField[formField] ?? []), ...whole] } };
}

/**
 * The words for a refusal that names no field: the fallback in an outage, else the form's
 * own words for its kind, else the store's title (raw: shown as it is), else the fallback.
 */
function wordsFor(error: BffError, { kinds = {}, fallback }: RefusalWords) {
  if (isOutage(error)) return { message: fallback, raw: false };
  const own = error.detail.kind === "validation" ? undefined : kinds[error.detail.kind];
  if (own) return { message: own, raw: false };
  return error.title ? { message: error.title, raw: true } : { message: fallback, raw: false };
}

/**
 * A store refusal (a BffError) as a form's answer: the status by the one policy and the
 * messages for `submission.reply()`, the store's words at the fields this form shows and
 * the rest for the whole form. The shopper's input stays in the form.
 */
export function storeRefusal(error: BffError, words: RefusalWords): Refusal {
  const status = refusalStatus(error);
  if (error.detail.kind === "validation") {
    return { status, ...storeFieldMessages(error.detail.fieldErrors, error.title, words) };
  }
  const { message } = wordsFor(error, words);
  return words.formField
    ? { status, fieldErrors: { [words.formField]: [message] } }
    : { status, formErrors: [message] };
}

/**
 * A store refusal as a notification, for a change that has no form to answer in (a link's
 * `?addToCart=`): the store's first words, raw, or the form's own key.
 */
export function refusalNotice(error: BffError, words: RefusalWords): Omit<Notification, "id"> {
  const { message, raw } = wordsFor(error, words);
  return raw ? { type: "danger", message, raw } : { type: "danger", message };
}
