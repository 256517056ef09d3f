const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether an Origin or Referer names this shop: scheme, host and port of the request's own
 * origin, or one of the configured origins (the shop's public ones and ALLOWED_ORIGINS).
 * The host alone is not enough: `https://shop.cz` is another origin than `http://shop.cz`.
 *
 * @param {string} url
 * @param {string | undefined} ownOrigin
 * @param {ReadonlyArray<string>} allowedOrigins
 */
function isOwn(url, ownOrigin, allowedOrigins) {
  try {
    const { origin } = new URL(url);
    return allowedOrigins.includes(origin) || (ownOrigin !== undefined && origin === ownOrigin);
  } catch {
    return false;
  }
}

/**
 * The request's own origin as a browser names it: the scheme Express sees (the proxy's
 * X-Forwarded-Proto with TRUST_PROXY), the Host header; undefined without a host.
 *
 * @param {string} protocol
 * @param {string | undefined} host
 */
export function ownOriginOf(protocol, host) {
  if (!host) return undefined;
  try {
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    return undefined;
  }
}

/**
 * Decides whether a state-changing request may proceed: a browser's form POST from another
 * site is refused. The Origin header is compared with the request's own origin and the
 * configured ones; without Origin (older browsers, some privacy settings), a
 * foreign Referer is refused and Sec-Fetch-Site decides the rest; a request with none of
 * them comes from no browser and carries no ambient cookies worth protecting against.
 *
 * @param {{ method: string, ownOrigin: string | undefined, origin: string | undefined, referer?: string | undefined, fetchSite: string | undefined, allowedOrigins: ReadonlyArray<string> }} request
 * @returns {boolean}
 */
export function isSameOriginRequest({
  method,
  ownOrigin,
  origin,
  referer,
  fetchSite,
  allowedOrigins,
}) {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  if (origin !== undefined) return origin !== "null" && isOwn(origin, ownOrigin, allowedOrigins);
  if (referer && !isOwn(referer, ownOrigin, allowedOrigins)) return false;
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
      ownOrigin: ownOriginOf(req.protocol, req.get("host")),
      origin: req.get("origin"),
      referer: req.get("referer"),
      fetchSite: req.get("sec-fetch-site"),
      allowedOrigins,
    });
    if (allowed) return next();
    res.status(403).type("text/plain; charset=utf-8").send("Požadavek z cizího webu byl odmítnut.");
  };
}
