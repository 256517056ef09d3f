const BASE = "http://shop.invalid";
/** Browsers drop these from a URL before reading it, so `/\t/host` is `//host` to them. */
const DROPPED_BY_BROWSERS = /[\t\n\r]/g;
const LEADING_SLASHES = /^[/\\]+/;

/**
 * The one way a `Location` or an internal `href` is built from something the shop did not
 * write itself (the request's URL, a CMS redirect or link, a return target): a path on this
 * site, or null when the target is no path here.
 *
 * Leading slashes and backslashes collapse into one and runs of slashes inside the path too
 * (a browser reads `//host` and `/\host` as another host, and stripping a prefix from
 * `/cs//host` would make one), dot segments are resolved, characters a header cannot carry
 * are percent-encoded (`/ž` → `/%C5%BE`), and anything with a scheme, a host or no leading
 * slash is refused. The result, read by a browser against the shop's origin, stays on it.
 *
 * @param {unknown} target
 * @returns {string | null}
 */
export function sitePath(target) {
  if (typeof target !== "string") return null;
  const plain = target.replace(DROPPED_BY_BROWSERS, "");
  if (!LEADING_SLASHES.test(plain)) return null;
  let url;
  try {
    url = new URL(plain.replace(LEADING_SLASHES, "/"), BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return `${url.pathname.replace(/\/{2,}/g, "/")}${url.search}${url.hash}`;
}
