/**
 * Closes the connection after an answer sent before the request's body arrived in full.
 * An action that refuses a body (decision 019: over the limit, no form) leaves the rest of
 * it unread in the connection; kept alive, the client's next request waited behind that
 * rest and met a reset instead of an answer. `Connection: close` tells the client to open
 * a new connection, as RFC 9110 advises after a 413.
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
      if (!req.complete && !this.headersSent) this.setHeader("Connection", "close");
      return Reflect.apply(writeHead, this, args);
    }
  );
  next();
}
