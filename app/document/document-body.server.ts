import { Transform } from "node:stream";

/** A text the render wrote as `marker` and the body sends as `value`. */
export type StandIn = { marker: string; value: string };

/**
 * The stream between React's renderer and the response body. It does three things:
 *
 * - Drops NUL bytes. React 18.3's server renderer flushes its whole 2 KB write buffer when
 *   a multi-byte character does not fit at its end, unfilled bytes included, so a Czech
 *   letter near a buffer boundary arrived as "Oznámen\0í" and browsers showed U+FFFD (and
 *   screen readers a different label). HTML never needs a NUL byte, so removing every one
 *   is safe.
 * - Passes the first piece on at once, so the response's headers and the document's head
 *   leave without waiting for the rest, and then the pieces written in one turn of the
 *   event loop as one chunk. React writes a finished document in 2 KB pieces, and Remix
 *   flushes the response's compressor after every chunk it reads: each piece would become
 *   its own gzip block and its own trip through the web stream, about 70 for a product
 *   page, which cost more time than rendering it.
 * - With a stand-in, puts its value where the render wrote its marker: a value known only
 *   once the whole page has rendered (the translations module, whose groups include those
 *   read inside boundaries that suspended, rendered after the rest of the page).
 *
 * It emits no `close` event. React's renderer listens for one to abort a render whose
 * destination closed early, and its handler flushes and ends the destination again: every
 * finished page then ended its body a second time, which Node answers with an error object
 * and its stack. The document is piped only once the whole render is ready, so there is
 * nothing left to abort; the body's readers go by its `end`.
 */
export function documentBody(standIn?: StandIn): Transform {
  let pending: Array<Buffer> = [];
  let scheduled = false;
  let started = false;
  const replace = standIn
    ? standInReplacer(standIn)
    : (piece: Buffer | null) => piece ?? Buffer.alloc(0);
  const take = (): Buffer | null => {
    if (pending.length === 0) return null;
    const joined = pending.length === 1 ? (pending[0] as Buffer) : Buffer.concat(pending);
    pending = [];
    return replace(withoutNulBytes(joined));
  };
  return new Transform({
    emitClose: false,
    transform(chunk: Buffer, _encoding, callback) {
      if (!started) {
        started = true;
        callback(null, replace(withoutNulBytes(chunk)));
        return;
      }
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          const joined = take();
          if (joined) this.push(joined);
        });
      }
      callback();
    },
    flush(callback) {
      const rest = Buffer.concat([take() ?? Buffer.alloc(0), replace(null)]);
      callback(null, rest.length > 0 ? rest : null);
    },
  });
}

/**
 * Replaces the stand-in's first marker in a run of pieces. Until it is found, the end of
 * each piece that could begin a marker is held back for the next one; `null` (the end of
 * the body) releases what is held.
 */
function standInReplacer({ marker, value }: StandIn): (piece: Buffer | null) => Buffer {
  const wanted = Buffer.from(marker);
  const replacement = Buffer.from(value);
  let held = Buffer.alloc(0);
  let done = false;
  return (piece) => {
    if (piece === null) {
      const rest = held;
      held = Buffer.alloc(0);
      return rest;
    }
    if (done) return piece;
    const joined = held.length > 0 ? Buffer.concat([held, piece]) : piece;
    const at = joined.indexOf(wanted);
    if (at !== -1) {
      done = true;
      held = Buffer.alloc(0);
      return Buffer.concat([
        joined.subarray(0, at),
        replacement,
        joined.subarray(at + wanted.length),
      ]);
    }
    const keep = Math.min(wanted.length - 1, joined.length);
    held = Buffer.from(joined.subarray(joined.length - keep));
    return joined.subarray(0, joined.length - keep);
  };
}

/**
 * Copies the runs between NUL bytes. A joined document piece is up to a few hundred KB with
 * a NUL every few KB at most, so the search and the copies stay native; walking the bytes
 * one by one in JavaScript cost about a millisecond per page.
 */
function withoutNulBytes(chunk: Buffer): Buffer {
  let nul = chunk.indexOf(0);
  if (nul === -1) return chunk;
  const runs: Array<Buffer> = [];
  let start = 0;
  while (nul !== -1) {
    if (nul > start) runs.push(chunk.subarray(start, nul));
    start = nul + 1;
    nul = chunk.indexOf(0, start);
  }
  if (start < chunk.length) runs.push(chunk.subarray(start));
  return Buffer.concat(runs);
}
