import { createWriteStream } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";

import type { AppLoadContext } from "@remix-run/node";
import busboy from "busboy";

import {
  MAX_FORM_ENTRIES,
  formRefusal,
  formShapeRefusal,
  readBefore,
  type Refusal,
} from "#app/utils/request-body.server.ts";
import { getConfig } from "#bff/index.server.ts";

export type UploadLimits = {
  /** The most bytes of body read; a longer one is refused with 413 when it gets there. */
  maxBytes: number;
  /** The most file parts kept; one more is kept so the form can say there were too many. */
  maxFiles: number;
  /** The most bytes kept of one file; the rest is skipped and the file marked truncated. */
  maxFileBytes: number;
  /** The most bytes of one text field; a longer one is refused with 413. */
  maxFieldBytes: number;
};

/** A file part as it arrived: its first `maxFileBytes` on disk, read only when asked. */
export type ReceivedFile = {
  /** The form field it was sent as. */
  field: string;
  name: string;
  /** The bytes kept. */
  size: number;
  /** The part was longer than the limit; only its beginning was kept. */
  truncated: boolean;
  arrayBuffer(): Promise<ArrayBuffer>;
};

export type ReceivedUpload = { form: FormData; files: Array<ReceivedFile> };

/**
 * How many uploads are read and handled at once, and how many more may wait for their turn;
 * past that, an upload is refused with 503 before its body is read. Each one in progress
 * keeps its files on disk and, while it is sent on, its photos in memory: the bound is what
 * keeps the process's memory flat when many arrive at once.
 */
const UPLOADS_AT_ONCE = 2;
const UPLOADS_WAITING = 8;

/** The longest field name kept whole; the form's own are far shorter. */
const MAX_NAME_BYTES = 200;

let running = 0;
const waiting: Array<() => void> = [];

/** A turn to handle an upload, or null when too many already wait. */
async function takeTurn(): Promise<(() => void) | null> {
  if (running < UPLOADS_AT_ONCE) {
    running += 1;
  } else {
    if (waiting.length >= UPLOADS_WAITING) return null;
    // The turn passes straight from the upload that ends to the first one waiting.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
}

class RefusedUpload extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.reason);
  }
}

/**
 * Streams a multipart body into `dir`: text fields into a FormData, files to disk, each cut
 * at its limit. The body is read chunk by chunk and never held whole; over `maxBytes` it
 * stops being read (released, not cancelled, so the client still gets the answer).
 */
async function receive(
  request: Request,
  dir: string,
  limits: UploadLimits,
): Promise<ReceivedUpload> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      defParamCharset: "utf8",
      limits: {
        fieldNameSize: MAX_NAME_BYTES,
        fieldSize: limits.maxFieldBytes,
        fields: MAX_FORM_ENTRIES,
        // One byte past the limit: busboy marks a file truncated when it reaches its limit.
        fileSize: limits.maxFileBytes + 1,
        files: limits.maxFiles + 1,
        parts: MAX_FORM_ENTRIES + limits.maxFiles + 1,
      },
    });
  } catch {
    throw new RefusedUpload({ status: 400, reason: "multipart without a boundary" });
  }
  const form = new FormData();
  const files: Array<ReceivedFile> = [];
  const written: Array<Promise<void>> = [];
  let refusal: Refusal | null = null;
  const refuse = (next: Refusal) => {
    refusal ??= next;
  };

  parser.on("field", (name, value, info) => {
    if (info.valueTruncated) refuse({ status: 413, reason: "field over the limit" });
    else if (info.nameTruncated) refuse({ status: 400, reason: "field name over the limit" });
    else form.append(name, value);
  });
  parser.on("file", (name, stream, info) => {
    const target = path.join(dir, String(files.length));
    const file: ReceivedFile = {
      field: name,
      name: info.filename ?? "",
      size: 0,
      truncated: false,
      arrayBuffer: async () => {
        const bytes = await readFile(target);
        return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
      },
    };
    files.push(file);
    const writer = createWriteStream(target);
    written.push(
      pipeline(stream, writer).then(
        () => {
          file.size = writer.bytesWritten;
          file.truncated = writer.bytesWritten > limits.maxFileBytes;
        },
        () => refuse({ status: 400, reason: "a file part broke off" }),
      ),
    );
  });
  parser.on("partsLimit", () => refuse({ status: 400, reason: "too many parts" }));
  parser.on("fieldsLimit", () => refuse({ status: 400, reason: "too many fields" }));
  const parsed = new Promise<void>((resolve) => {
    parser.on("close", resolve);
    parser.on("error", () => {
      refuse({ status: 400, reason: "not a valid multipart form" });
      resolve();
    });
  });

  if (!request.body) throw new RefusedUpload({ status: 400, reason: "no body" });
  const reader = request.body.getReader();
  let size = 0;
  // A slow line keeps sending; a stalled one is cut after this long without a byte.
  const idleMs = getConfig().BODY_TIMEOUT_MS;
  try {
    for (;;) {
      const next = await readBefore(reader, Date.now() + idleMs);
      if (next === "late") throw new RefusedUpload({ status: 408, reason: "upload stalled" });
      const { done, value } = next;
      if (done) break;
      size += value.byteLength;
      if (size > limits.maxBytes) refuse({ status: 413, reason: "body over the limit" });
      if (refusal) throw new RefusedUpload(refusal);
      if (!parser.write(value)) {
        await Promise.race([new Promise<void>((resolve) => parser.once("drain", resolve)), parsed]);
      }
    }
    parser.end();
    await parsed;
    await Promise.all(written);
  } catch (error) {
    parser.destroy();
    if (error instanceof RefusedUpload) throw error;
    throw new RefusedUpload({ status: 400, reason: "not a valid multipart form" });
  } finally {
    reader.releaseLock();
  }
  if (refusal) throw new RefusedUpload(refusal);
  const shapeRefusal = formShapeRefusal(form);
  if (shapeRefusal !== null) throw new RefusedUpload({ status: 400, reason: shapeRefusal });
  return { form, files };
}

/**
 * A multipart form with files, streamed (decision 058): text fields in memory, files on
 * disk cut at their limit, the body refused with 413 past `maxBytes` and 400 when it is no
 * form, at most a few uploads at once (503 past the queue, before the body is read). The
 * files live until `handle` ends, then are deleted.
 */
export async function withUpload<T>(
  request: Request,
  context: AppLoadContext,
  limits: UploadLimits,
  handle: (upload: ReceivedUpload) => Promise<T>,
): Promise<T> {
  const release = await takeTurn();
  if (!release) {
    throw await formRefusal(request, context, limits.maxBytes, {
      status: 503,
      reason: "too many uploads at once",
    });
  }
  const dir = await mkdtemp(path.join(tmpdir(), "upload-"));
  try {
    let upload: ReceivedUpload;
    try {
      upload = await receive(request, dir, limits);
    } catch (error) {
      if (!(error instanceof RefusedUpload)) throw error;
      throw await formRefusal(request, context, limits.maxBytes, error.refusal);
    }
    return await handle(upload);
  } finally {
    release();
    await rm(dir, { recursive: true, force: true });
  }
}
