const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether an Origin or Referer names this shop: the request's own host or one of the
 * configured extra origins.
 *
 * @param {string} url
 * @param {string | undefined} host
 * @param {ReadonlyArray<string>} allowedOrigins
 */
function isOwn(url, host, allowedOrigins) {
  try {
    const { origin, host: urlHost } = new URL(url);
    return allowedOrigins.includes(origin) || (host !== undefined && urlHost === host);
  } catch {
    return false;
  }
}

/**
 * Decides whether a state-changing request may proceed: a browser's form POST from another
 * site is refused. The Origin header is compared with the request's own host and the
 * configured extra origins; without Origin (older browsers, some privacy settings), a
 * foreign Referer is refused and Sec-Fetch-Site decides the rest; a request with none of
 * them comes from no browser and carries no ambient cookies worth protecting against.
 *
 * @param {{ method: string, host: string | undefined, origin: string | undefined, referer?: string | undefined, fetchSite: string | undefined, allowedOrigins: ReadonlyArray<string> }} request
 * @returns {boolean}
 */
export function isSameOriginRequest({ method, host, origin, referer, fetchSite, allowedOrigins }) {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  if (origin !== undefined) return origin !== "null" && isOwn(origin, host, allowedOrigins);
  if (referer && !isOwn(referer, host, allowedOrigins)) return false;
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
      referer: req.get("referer"),
      fetchSite: req.get("sec-fetch-site"),
      allowedOrigins,
    });
    if (allowed) return next();
    res.status(403).type("text/plain; charset=utf-8").send("Požadavek z cizího webu byl odmítnut.");
  };
}
