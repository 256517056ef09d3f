/**
 * The build's route table cut by the first segment of the path.
 *
 * React Router ranks and tries the whole table on every match: it flattens all routes, sorts
 * them by score and compiles each one's pattern until one matches, and Remix matches a
 * document request four to five times (the request, its loaders, the render, the parents of
 * the path for lazy route discovery). With 330 routes (cs, sk and de paths, and the unprefixed
 * sk and de ones of decision 017) that cost 1 ms per match; a path that only the catch-all
 * matches (a CMS page, a 404) tried every route first. A path whose first segment is `kosik`
 * can only match a route whose first segment is `kosik`, or one whose first segment is not
 * plain text (`:slug`, `*`, an optional one), or the root and its index: so each first segment
 * gets a table of its own with only those routes, in the build's order, and the router's
 * answer for the path is the one the whole table gives.
 */

/**
 * @typedef {{ id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean }} ManifestRoute
 * @typedef {{ routes: Record<string, ManifestRoute | undefined>; assets: { routes: Record<string, unknown> } }} RouteBuild
 */

/** A route's first segment is plain text the router compares without regard to case. */
const PLAIN_SEGMENT = /^[\x20-\x7e]+$/;

/**
 * The first segment of a route's full path (its parents' paths joined with its own), lower
 * case, when a path must start with exactly that segment (ASCII, no parameter, splat or
 * optional mark); otherwise "" (the route may match a path with any first segment, or none).
 *
 * @param {string} fullPath
 */
function routeKey(fullPath) {
  const first = fullPath.split("/").find(Boolean) ?? "";
  const plain =
    PLAIN_SEGMENT.test(first) &&
    !first.startsWith(":") &&
    !first.includes("*") &&
    !first.endsWith("?");
  return plain ? first.toLowerCase() : "";
}

/**
 * A path's first segment as the router compares it: percent-decoded with an encoded slash
 * kept encoded, lower case; undefined when it is empty or malformed.
 *
 * @param {string} pathname
 * @returns {string | undefined}
 */
function firstSegmentOf(pathname) {
  const first = pathname.split("/", 2)[1] ?? "";
  if (!first) return undefined;
  try {
    return decodeURIComponent(first).replaceAll("/", "%2F").toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * The key of the table a request's path needs: its first segment as the router compares it,
 * "" for `/`, or undefined when the path needs the whole table (no leading slash, an empty
 * or malformed first segment). A single-fetch data path (`/kosik.data`, `/_root.data` for
 * `/`) is matched as the page it loads.
 *
 * @param {string} pathname
 * @returns {string | undefined}
 */
export function pathKey(pathname) {
  if (pathname === "/" || pathname === "/_root.data") return "";
  if (!pathname.startsWith("/") || pathname.startsWith("//")) return undefined;
  return firstSegmentOf(pathname.endsWith(".data") ? pathname.slice(0, -5) : pathname);
}

/**
 * A function giving each request path the build with only the routes that path can match
 * (see the module's comment): the same object for every path with the same first segment,
 * and the whole build for a path `pathKey` cannot place, a data path whose own first
 * segment begins some route (`/kosik.data` with a route at `kosik.data`), and the lazy
 * route discovery's `/__manifest`, which asks about any path.
 *
 * @template {RouteBuild} B
 * @param {B} build
 * @returns {(pathname: string) => B}
 */
export function routeTables(build) {
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const byId = new Map(routes.map((route) => [route.id, route]));
  /** @type {Map<string, string>} */
  const fullPaths = new Map();
  /** @param {ManifestRoute} route @returns {string} */
  const fullPathOf = (route) => {
    const known = fullPaths.get(route.id);
    if (known !== undefined) return known;
    const parent = route.parentId === undefined ? undefined : byId.get(route.parentId);
    const fullPath = [parent ? fullPathOf(parent) : "", route.path ?? ""].filter(Boolean).join("/");
    fullPaths.set(route.id, fullPath);
    return fullPath;
  };
  const keyOf = new Map(routes.map((route) => [route.id, routeKey(fullPathOf(route))]));
  const keys = new Set(keyOf.values());

  /** @type {Map<string, B>} */
  const tables = new Map();
  /** @param {string} key */
  const tableOf = (key) => {
    let table = tables.get(key);
    if (!table) {
      const ids = new Set(
        routes
          .filter((route) => {
            const routeKey = keyOf.get(route.id);
            return routeKey === "" || routeKey === key;
          })
          .map((route) => route.id),
      );
      /** @type {<T>(record: Record<string, T>) => Record<string, T>} */
      const only = (record) =>
        Object.fromEntries(Object.entries(record).filter(([id]) => ids.has(id)));
      table = {
        ...build,
        routes: only(build.routes),
        assets: { ...build.assets, routes: only(build.assets.routes) },
      };
      tables.set(key, table);
    }
    return table;
  };

  return (pathname) => {
    if (pathname === "/__manifest") return build;
    const key = pathKey(pathname);
    if (key === undefined) return build;
    // Remix also matches a data path as it is, for its parameters.
    const ownKey = pathname.endsWith(".data") ? firstSegmentOf(pathname) : key;
    if (ownKey !== undefined && ownKey !== key && keys.has(ownKey)) return build;
    return tableOf(keys.has(key) ? key : "");
  };
}
