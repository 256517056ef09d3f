import { sitePath } from "./site-path.js";

/** Tracking parameters the spec strips from every URL. */
const STRIPPED_PARAMETERS = ["fbclid", "hrk"];

/**
 * The canonical form of a requested URL, or null when it already is canonical. One 301
 * applies every rule at once: the default language's prefix is removed (the main site
 * speaks it without a prefix), the path is lower-cased (query kept as it is), `fbclid`
 * and `hrk` are dropped (other parameters kept), and a trailing slash is removed (the
 * spec lists both adding and removing one; removal is the one policy applied everywhere).
 *
 * @param {string} pathAndQuery the request's path with its query string
 * @param {{ defaultLocale: string }} options
 * @returns {string | null}
 */
export function canonicalUrl(pathAndQuery, { defaultLocale }) {
  const queryStart = pathAndQuery.indexOf("?");
  const rawPath = queryStart === -1 ? pathAndQuery : pathAndQuery.slice(0, queryStart);
  const rawQuery = queryStart === -1 ? "" : pathAndQuery.slice(queryStart + 1);

  let path = rawPath.replace(/^[/\\]+/, "/");
  const prefix = `/${defaultLocale}`;
  const lower = path.toLowerCase();
  if (lower === prefix || lower.startsWith(`${prefix}/`) || lower.startsWith(`${prefix}\\`)) {
    path = path.slice(prefix.length) || "/";
  }
  // Only after the prefix is gone: stripping it could leave a path that starts with "//".
  path = lowerCased(sitePath(path) ?? "/");
  if (path.length > 1) path = path.replace(/\/+$/, "") || "/";

  const params = new URLSearchParams(rawQuery);
  const stripped = STRIPPED_PARAMETERS.some((name) => params.has(name));
  for (const name of STRIPPED_PARAMETERS) params.delete(name);
  // Untouched queries are kept byte for byte; only a stripped one is re-encoded.
  const query = stripped ? params.toString() : rawQuery;
  const canonical = sitePath(`${path}${query ? `?${query}` : ""}`) ?? "/";
  return canonical === pathAndQuery ? null : canonical;
}

/**
 * The path in lower case, letters written as percent-escapes too: "/PRODUKT/%C3%9AL" is
 * "/produkt/%C3%BAl" ("Úl" becomes "úl"), where lower-casing the escapes' digits alone would
 * keep the "Ú". Escapes stay in upper-case hex, as browsers write them.
 *
 * @param {string} path
 */
function lowerCased(path) {
  return path.replace(/(?:%[0-9A-Fa-f]{2})+|[^%]+|%/g, (part) => {
    if (!part.startsWith("%") || part === "%") return part.toLowerCase();
    try {
      return encodeURIComponent(decodeURIComponent(part).toLowerCase());
    } catch {
      return part.toUpperCase();
    }
  });
}

/**
 * Express middleware answering non-canonical page URLs with one 301 to the canonical one.
 * Mounted after the static files, so asset names keep their case.
 *
 * @param {{ defaultLocale: string }} options
 * @returns {import("express").RequestHandler}
 */
export function redirectToCanonicalUrl(options) {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const target = canonicalUrl(req.originalUrl, options);
    if (target === null) return next();
    res.redirect(301, target);
  };
}
