/**
 * How long a refused body may keep arriving after its answer before the connection is cut:
 * long enough for a client on a slow line to read the answer and stop, short enough that a
 * hostile sender costs nothing but the bytes it sends (they are read and dropped).
 */
const LINGER_MS = 2_000;

/**
 * Closes the connection after an answer sent before the request's body arrived in full.
 * An action that refuses a body (decision 019: over the limit, no form) leaves the rest of
 * it unread in the connection; kept alive, the client's next request waited behind that
 * rest and met a reset instead of an answer. `Connection: close` tells the client to open
 * a new connection, as RFC 9110 advises after a 413.
 *
 * The close lingers: a socket closed with the body's rest unread answers the client's next
 * bytes with a reset, and a client still sending then loses the answer it had not read yet
 * (a browser shows "connection reset" instead of the shop's page). So the shop sends its end
 * of the connection, keeps reading and dropping the rest, and closes once the client has
 * stopped, or after `LINGER_MS`.
 *
 * @type {import("express").RequestHandler}
 */
export function closeAfterUnreadBody(req, res, next) {
  const writeHead = res.writeHead;
  res.writeHead = /** @type {typeof res.writeHead} */ (
    /**
     * The same call with the same arguments, the header added first.
     *
     * @this {import("express").Response}
     * @param {Array<unknown>} args
     */
    function writeHeadClosing(...args) {
      if (hasBody(req) && !req.complete && !this.headersSent) {
        this.setHeader("Connection", "close");
        lingerOnClose(req.socket);
      }
      return Reflect.apply(writeHead, this, args);
    }
  );
  next();
}

/**
 * Whether the request announced a body. One without is not yet `complete` while a handler
 * answers it synchronously (the parser marks it after the handler returns), and closing its
 * connection would cost every such answer its keep-alive.
 *
 * @param {import("express").Request} req
 */
function hasBody(req) {
  const length = req.headers["content-length"];
  return req.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

/**
 * Node's server ends a `Connection: close` answer with `destroySoon()`, which destroys the
 * socket once the answer is written; here it half-closes instead, and destroys when the
 * client has closed its side or the time is up. The server's own parser goes on reading the
 * request's rest and drops it (Node dumps an unread body once the answer is finished).
 *
 * @param {import("node:net").Socket} socket
 */
function lingerOnClose(socket) {
  socket.destroySoon = function lingeringClose() {
    const cut = setTimeout(() => socket.destroy(), LINGER_MS);
    cut.unref();
    socket.once("close", () => clearTimeout(cut));
    socket.once("end", () => socket.destroy());
    socket.end();
  };
}
