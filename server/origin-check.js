const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Decides whether a state-changing request may proceed: a browser's form POST from another
 * site is refused. The Origin header is compared with the request's own host and the
 * configured extra origins; without Origin, Sec-Fetch-Site decides; a request with neither
 * comes from no browser and carries no ambient cookies worth protecting against.
 *
 * @param {{ method: string, host: string | undefined, origin: string | undefined, fetchSite: string | undefined, allowedOrigins: ReadonlyArray<string> }} request
 * @returns {boolean}
 */
export function isSameOriginRequest({ method, host, origin, fetchSite, allowedOrigins }) {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  if (origin && origin !== "null") {
    if (allowedOrigins.includes(origin)) return true;
    try {
      return host !== undefined && new URL(origin).host === host;
    } catch {
      return false;
    }
  }
  if (origin === "null") return false;
  return fetchSite === undefined || fetchSite === "same-origin" || fetchSite === "none";
}

/**
 * Express middleware refusing cross-site POSTs with 403.
 *
 * @param {ReadonlyArray<string>} allowedOrigins
 * @returns {import("express").RequestHandler}
 */
export function refuseForeignOrigins(allowedOrigins) {
  return (req, res, next) => {
    const allowed = isSameOriginRequest({
      method: req.method,
      host: req.get("host"),
      origin: req.get("origin"),
      fetchSite: req.get("sec-fetch-site"),
      allowedOrigins,
    });
    if (allowed) return next();
    res.status(403).type("text/plain; charset=utf-8").send("Požadavek z cizího webu byl odmítnut.");
  };
}
