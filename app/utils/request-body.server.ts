import type { AppLoadContext } from "@remix-run/node";

import { fixedT } from "#app/i18n/i18next.server.ts";
import { getConfig, log } from "#bff/index.server.ts";

/**
 * A form of a few short fields (ids, an e-mail, one password of at most 1024 characters, a
 * return address): far more than a person types, even when every character is a
 * percent-encoded multi-byte one (up to 9 bytes each).
 */
export const SMALL_FORM_MAX_BYTES = 16 * 1024;

/**
 * A form with a new password and its confirmation (registration, password reset): two
 * fields of up to 1024 characters, which percent-encoded may take 9 bytes a character.
 */
export const PASSWORD_FORM_MAX_BYTES = 32 * 1024;

/**
 * A form with free text: the product page (a review of up to 5000 characters) and the
 * delivery details (about forty fields, notes of 2000 and 500 characters, two passwords).
 */
export const TEXT_FORM_MAX_BYTES = 64 * 1024;

/** The media types a browser's form is sent as; any other body is not a form. */
const FORM_MEDIA_TYPES: ReadonlyArray<string> = [
  "application/x-www-form-urlencoded",
  "multipart/form-data",
];

/** How much of a client's Content-Type goes into a log line. */
const LOGGED_TYPE_LENGTH = 100;

type BodyLimit = {
  /** The most bytes of body this action reads; a longer body is refused with 413. */
  maxBytes: number;
};

export type Refusal = { status: 400 | 408 | 413 | 415 | 503; reason: string };

/** Bytes in a buffer of their own, as a Response body takes them. */
type Bytes = Uint8Array<ArrayBuffer>;

function isRefusal(value: Bytes | Refusal): value is Refusal {
  return "status" in value;
}

/**
 * The reader's next chunk, or "late" once `deadline` (a time, as Date.now()) has passed; a
 * body that stalls holds no connection longer than that.
 */
export async function readBefore(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  deadline: number,
): Promise<ReadableStreamReadResult<Uint8Array> | "late"> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([reader.read(), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The body's bytes, at most `maxBytes` of them: a declared Content-Length over the limit is
 * refused before anything is read, a body that turns out longer (chunked, or lying about
 * its length) stops being read at the first chunk over the limit, and one that has not
 * arrived within BODY_TIMEOUT_MS is refused with 408.
 */
async function boundedBytes(request: Request, maxBytes: number): Promise<Bytes | Refusal> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    return { status: 413, reason: `Content-Length ${declared} over the limit` };
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Array<Uint8Array> = [];
  let size = 0;
  const timeoutMs = getConfig().BODY_TIMEOUT_MS;
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      const next = await readBefore(reader, deadline);
      if (next === "late") return { status: 408, reason: `body not complete in ${timeoutMs} ms` };
      const { done, value } = next;
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) return { status: 413, reason: "body over the limit" };
      chunks.push(value);
    }
  } catch {
    return { status: 400, reason: "body broke off" };
  } finally {
    // Released, not cancelled: cancelling destroys the Node request and with it the
    // connection, so the client would see a reset instead of the 413.
    reader.releaseLock();
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The most fields a form may send. The largest of the shop's own (a claim of an order with
 * many lines, two fields each; the bulk order of a product's variants) stay far below it;
 * a form of many thousands, which the photo limit of the claim form would let through,
 * only costs the schema time.
 */
export const MAX_FORM_ENTRIES = 1000;

/**
 * The most path segments a field name may have. Conform reads `.` and `[…]` in a name as a
 * path and walks it recursively; the shop's deepest names (`items[0].amount`) have three
 * segments, and a name of thousands overflowed the parser's stack.
 */
export const MAX_NAME_SEGMENTS = 8;

/** The path segments a field name has for Conform: one, and one more per `.` or `[`. */
function nameSegments(name: string): number {
  let segments = 1;
  for (const character of name) {
    if (character === "." || character === "[") segments += 1;
  }
  return segments;
}

/**
 * Why a form's shape is refused, or null: too many fields, a key deeper than any form's
 * (checked before anything walks its path), or a key naming a list item past the form's
 * own number of entries (`items[99999999].amount`). Conform reads `[n]` as
 * a list index and builds the list with n holes, which the schema then checks one by one
 * and the answer sends back: one such key held the process for minutes. The shop's own
 * lists are dense (each item has at least one field), so a real form never names an index
 * as high as its count of entries.
 */
export function formShapeRefusal(form: FormData): string | null {
  const keys = [...form.keys()];
  if (keys.length > MAX_FORM_ENTRIES) return `${keys.length} fields`;
  for (const key of keys) {
    if (nameSegments(key) > MAX_NAME_SEGMENTS) {
      return `field name of ${nameSegments(key)} segments in ${JSON.stringify(key.slice(0, LOGGED_TYPE_LENGTH))}`;
    }
    for (const [, index] of key.matchAll(/\[(\d+)\]/g)) {
      if (Number(index) >= keys.length) {
        return `list index past the form's entries in ${JSON.stringify(key.slice(0, LOGGED_TYPE_LENGTH))}`;
      }
    }
  }
  return null;
}

/** The texts of each refusal: a busy shop asks to wait, like too many requests. */
const REFUSAL_TEXTS = {
  400: "badForm",
  408: "badForm",
  413: "tooLarge",
  415: "badForm",
  503: "tooMany",
} as const satisfies Record<Refusal["status"], string>;

/** How long a refused upload is asked to wait: about how long one claim takes to send. */
const BUSY_RETRY_SECONDS = 30;

function warn(request: Request, context: AppLoadContext, maxBytes: number, refusal: Refusal) {
  log.warn("request body refused", {
    requestId: context.requestId,
    path: new URL(request.url).pathname,
    status: refusal.status,
    reason: refusal.reason,
    maxBytes,
  });
}

/**
 * The refusal as a Response to throw. A plain Response, not `data()`: a resource route
 * hands a thrown Response back as it is, while a thrown `data()` there goes through
 * `handleError` as an unexpected error. Pages show their error boundary; a resource
 * route's form (newsletter, logout, cookie bar) posted without JavaScript shows this text.
 */
export async function formRefusal(
  request: Request,
  context: AppLoadContext,
  maxBytes: number,
  refusal: Refusal,
): Promise<Response> {
  warn(request, context, maxBytes, refusal);
  const t = await fixedT(request);
  const kind = REFUSAL_TEXTS[refusal.status];
  return new Response(`${t(`errors.${kind}.title`)}\n\n${t(`errors.${kind}.text`)}\n`, {
    status: refusal.status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      ...(refusal.status === 503 ? { "Retry-After": String(BUSY_RETRY_SECONDS) } : {}),
    },
  });
}

/**
 * The request's form, read once and at most `maxBytes` long, for every action. Throws a
 * Response instead, after a warning in the log: 415 when the body is not a form
 * (urlencoded or multipart), 413 when it is longer than the limit, 400 when it breaks off
 * or does not parse (a truncated multipart body), has more than 1000 fields or names a
 * list index no form has.
 */
export async function readForm(
  request: Request,
  context: AppLoadContext,
  { maxBytes }: BodyLimit,
): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  const mediaType = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_MEDIA_TYPES.includes(mediaType)) {
    const given = mediaType.slice(0, LOGGED_TYPE_LENGTH) || "none";
    throw await formRefusal(request, context, maxBytes, {
      status: 415,
      reason: `Content-Type ${given} is not a form`,
    });
  }
  const bytes = await boundedBytes(request, maxBytes);
  if (isRefusal(bytes)) throw await formRefusal(request, context, maxBytes, bytes);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw await formRefusal(request, context, maxBytes, {
      status: 400,
      reason: "not a valid form",
    });
  }
  const shapeRefusal = formShapeRefusal(form);
  if (shapeRefusal !== null) {
    throw await formRefusal(request, context, maxBytes, { status: 400, reason: shapeRefusal });
  }
  return form;
}

/**
 * A JSON body at most `maxBytes` long, parsed; for the machine-to-machine endpoints. Any
 * Content-Type is taken, as the senders' webhooks label it as they like. Throws a JSON
 * Response `{ error }` instead, after a warning in the log: 413 when the body is longer
 * than the limit, 400 when it breaks off or is not JSON in UTF-8.
 */
export async function readJson(
  request: Request,
  context: AppLoadContext,
  { maxBytes }: BodyLimit,
): Promise<unknown> {
  const bytes = await boundedBytes(request, maxBytes);
  let refusal: Refusal;
  if (isRefusal(bytes)) {
    refusal = bytes;
  } else {
    try {
      return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    } catch {
      refusal = { status: 400, reason: "not valid JSON" };
    }
  }
  warn(request, context, maxBytes, refusal);
  throw Response.json({ error: refusal.reason }, { status: refusal.status });
}
