import { matchRoutes } from "@remix-run/router";

/**
 * @typedef {{ id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean }} ManifestRoute
 * @typedef {import("@remix-run/router").AgnosticRouteObject} RouteObject
 */

/**
 * @param {ReadonlyArray<ManifestRoute>} manifest
 * @param {string | undefined} parentId
 * @returns {Array<RouteObject>}
 */
function tree(manifest, parentId) {
  return manifest
    .filter((route) => route.parentId === parentId)
    .map(({ id, path, index, caseSensitive }) =>
      index
        ? { id, path, caseSensitive, index: true }
        : { id, path, caseSensitive, children: tree(manifest, id) },
    );
}

/**
 * The Remix route a path leads to, for the access log: the deepest route the build's own
 * router matches, as Remix matches it. A single-fetch data path (`/kosik.data`,
 * `/_root.data`) counts as the page it loads.
 *
 * @param {Record<string, ManifestRoute | undefined>} routes the server build's `routes`
 * @returns {(path: string) => string | undefined}
 */
export function routeIdMatcher(routes) {
  const manifest = Object.values(routes).filter((route) => route !== undefined);
  const routeTree = tree(manifest, undefined);
  return (path) => {
    const pagePath = path.endsWith(".data")
      ? path.replace(/\.data$/, "").replace(/^\/_root$/, "/")
      : path;
    try {
      decodeURIComponent(pagePath);
    } catch {
      // A malformed percent-encoding matches no route (the router would only warn about it).
      return undefined;
    }
    return matchRoutes(routeTree, pagePath)?.at(-1)?.route.id;
  };
}
