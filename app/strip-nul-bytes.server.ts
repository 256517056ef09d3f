import { Transform } from "node:stream";

/**
 * Drops NUL bytes from the streamed HTML. React 18.3's server renderer flushes its whole
 * 2 KB write buffer when a multi-byte character does not fit at its end, unfilled bytes
 * included, so a Czech letter near a buffer boundary arrived as "Oznámen\0í" and browsers
 * showed U+FFFD (and screen readers a different label). HTML never needs a NUL byte, so
 * removing every one is safe.
 */
export function stripNulBytes(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (chunk.indexOf(0) === -1) {
        callback(null, chunk);
        return;
      }
      const kept = Buffer.allocUnsafe(chunk.length);
      let length = 0;
      for (const byte of chunk) {
        if (byte !== 0) kept[length++] = byte;
      }
      callback(null, kept.subarray(0, length));
    },
  });
}
