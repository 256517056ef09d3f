import { Transform } from "node:stream";

/**
 * The stream between React's renderer and the response body. It does two things:
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
 *
 * It emits no `close` event. React's renderer listens for one to abort a render whose
 * destination closed early, and its handler flushes and ends the destination again: every
 * finished page then ended its body a second time, which Node answers with an error object
 * and its stack. The document is piped only once the whole render is ready, so there is
 * nothing left to abort; the body's readers go by its `end`.
 */
export function documentBody(): Transform {
  let pending: Array<Buffer> = [];
  let scheduled = false;
  let started = false;
  const take = (): Buffer | null => {
    if (pending.length === 0) return null;
    const joined = pending.length === 1 ? (pending[0] as Buffer) : Buffer.concat(pending);
    pending = [];
    return withoutNulBytes(joined);
  };
  return new Transform({
    emitClose: false,
    transform(chunk: Buffer, _encoding, callback) {
      if (!started) {
        started = true;
        callback(null, withoutNulBytes(chunk));
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
      callback(null, take());
    },
  });
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
