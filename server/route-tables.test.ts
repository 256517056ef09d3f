import { resolve } from "node:path";

import { flatRoutes } from "@remix-run/dev/dist/config/flat-routes.js";
import { defineRoutes } from "@remix-run/dev/dist/config/routes.js";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import fc from "fast-check";
import { beforeEach, describe, expect, test, vi } from "vitest";

import { pathKey, routeTables } from "#server/route-tables.js";

// eslint-disable-next-line no-restricted-imports -- remix.config.js sits at the root, outside every alias
import remixConfig from "../remix.config.js";

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
};

/** A build as the tables read it: the server's routes and the browser's manifest. */
function buildOf(routes: Record<string, ManifestRoute>) {
  return { routes, assets: { routes: { ...routes } }, mode: "production" };
}

/** The route tree React Router matches, from a build's flat routes. */
function tree(
  routes: Record<string, ManifestRoute | undefined>,
  parentId?: string,
): Array<AgnosticRouteObject> {
  return Object.values(routes)
    .filter((route) => route !== undefined && route.parentId === parentId)
    .map((route) =>
      route?.index
        ? { id: route.id, path: route.path, caseSensitive: route.caseSensitive, index: true }
        : {
            id: route?.id,
            path: route?.path,
            caseSensitive: route?.caseSensitive,
            children: tree(routes, route?.id),
          },
    );
}

const trees = new WeakMap<object, Array<AgnosticRouteObject>>();

/** What the router answers for a path: each match's route, parameters and path. */
function matched(routes: Record<string, ManifestRoute | undefined>, path: string) {
  let routeTree = trees.get(routes);
  if (!routeTree) {
    routeTree = tree(routes);
    trees.set(routes, routeTree);
  }
  return matchRoutes(routeTree, path)?.map((match) => ({
    id: match.route.id,
    params: match.params,
    pathname: match.pathname,
  }));
}

/** The routes the build mounts: the root, the flat route files and remix.config.js's own. */
async function mountedRoutes(): Promise<Record<string, ManifestRoute>> {
  const files = flatRoutes(resolve("app"), remixConfig.ignoredRouteFiles);
  const configured = await remixConfig.routes?.(defineRoutes);
  return { root: { id: "root", path: "" }, ...files, ...configured };
}

const SMALL = {
  root: { id: "root", path: "" },
  "routes/_index": { id: "routes/_index", parentId: "root", index: true },
  "routes/kosik": { id: "routes/kosik", parentId: "root", path: "kosik" },
  "routes/produkt.$slug": { id: "routes/produkt.$slug", parentId: "root", path: "produkt/:slug" },
  "routes/uzivatel": { id: "routes/uzivatel", parentId: "root", path: "uzivatel" },
  "routes/uzivatel._index": {
    id: "routes/uzivatel._index",
    parentId: "routes/uzivatel",
    index: true,
  },
  "routes/uzivatel.adresy": {
    id: "routes/uzivatel.adresy",
    parentId: "routes/uzivatel",
    path: "adresy",
  },
  "sk/cart": { id: "sk/cart", parentId: "root", path: "sk/kosik" },
  "routes/$": { id: "routes/$", parentId: "root", path: "*" },
};

describe("pathKey", () => {
  test.each([
    ["/", ""],
    ["/_root.data", ""],
    ["/kosik", "kosik"],
    ["/KOSIK/", "kosik"],
    ["/kosik.data", "kosik"],
    ["/produkt/satenovy-zupan.data", "produkt"],
    ["/ko%73ik", "kosik"],
    ["/a%2Fb/c", "a%2fb"],
  ])("%s is %j", (path, key) => {
    expect(pathKey(path)).toBe(key);
  });

  test.each(["", "kosik", "//kosik", "/%E0%A4%A", "/.data"])("%j needs the whole table", (path) => {
    expect(pathKey(path)).toBeUndefined();
  });
});

describe("routeTables", () => {
  const build = buildOf(SMALL);
  const tableOf = routeTables(build);
  const ids = (path: string) => Object.keys(tableOf(path).routes);

  test("a path's table holds the routes of its first segment, the root, its index and the splat", () => {
    expect(ids("/uzivatel/adresy")).toEqual([
      "root",
      "routes/_index",
      "routes/uzivatel",
      "routes/uzivatel._index",
      "routes/uzivatel.adresy",
      "routes/$",
    ]);
    expect(ids("/sk/kosik")).toEqual(["root", "routes/_index", "sk/cart", "routes/$"]);
    expect(ids("/neco/jineho")).toEqual(["root", "routes/_index", "routes/$"]);
    expect(ids("/")).toEqual(["root", "routes/_index", "routes/$"]);
    expect(Object.keys(tableOf("/kosik").assets.routes)).toEqual(ids("/kosik"));
  });

  test("paths of one first segment share one table", () => {
    expect(tableOf("/produkt/a")).toBe(tableOf("/produkt/b.data"));
    expect(tableOf("/neco")).toBe(tableOf("/jineho"));
  });

  test("lazy route discovery and paths it cannot place get the whole build", () => {
    expect(tableOf("/__manifest")).toBe(build);
    expect(tableOf("//kosik")).toBe(build);
    expect(tableOf("/%E0%A4%A")).toBe(build);
  });

  test("a data path whose own first segment begins a route gets the whole build", () => {
    const dotted = buildOf({
      ...SMALL,
      "routes/kosik[.]data": { id: "routes/kosik[.]data", parentId: "root", path: "kosik.data" },
    });
    expect(routeTables(dotted)("/kosik.data")).toBe(dotted);
  });

  test("a first segment that is not plain text puts the route in every table", () => {
    const tableOfDynamic = routeTables(
      buildOf({
        ...SMALL,
        "routes/$lang.kontakt": { id: "routes/$lang.kontakt", parentId: "root", path: ":lang/x" },
        "routes/(sk).o-nas": { id: "routes/(sk).o-nas", parentId: "root", path: "sk?/o-nas" },
        "routes/znacka": { id: "routes/znacka", parentId: "root", path: "značka" },
      }),
    );
    expect(Object.keys(tableOfDynamic("/kosik").routes)).toEqual([
      "root",
      "routes/_index",
      "routes/kosik",
      "routes/$",
      "routes/$lang.kontakt",
      "routes/(sk).o-nas",
      "routes/znacka",
    ]);
  });

  describe("the router answers every path in its table as in the whole table", () => {
    // The router warns about every malformed path it is given.
    beforeEach(() => {
      vi.spyOn(console, "warn").mockImplementation(() => undefined);
    });

    test("the shop's mounted routes, for each route's own path and its neighbours", async () => {
      const routes = await mountedRoutes();
      const tableOf = routeTables(buildOf(routes));
      const fullPaths = Object.values(routes).map(function fullPath(route): string {
        const parent = route.parentId ? routes[route.parentId] : undefined;
        return [parent ? fullPath(parent) : "", route.path ?? ""].filter(Boolean).join("/");
      });
      const paths = fullPaths.flatMap((fullPath) => {
        const path = `/${fullPath.replace(/:\w+\??/g, "x-1").replace(/\*$/, "a/b")}`;
        return [path, `${path.toUpperCase()}.data`, `${path}/navic/`];
      });
      paths.push("/", "/_root.data", "/bench-minimalni-stranka", "/sk", "/de/", "/%6Bosik");
      for (const path of paths) {
        expect({ path, matches: matched(tableOf(path).routes, path) }).toEqual({
          path,
          matches: matched(routes, path),
        });
      }
    });

    test("any path built from the routes' segments, case and encoding", async () => {
      const routes = await mountedRoutes();
      const tableOf = routeTables(buildOf(routes));
      const segments = [
        ...new Set(
          Object.values(routes).flatMap((route) => (route.path ?? "").split("/").filter(Boolean)),
        ),
      ];
      const segment = fc.oneof(
        fc.constantFrom(...segments),
        fc.constantFrom(...segments).map((text) => text.toUpperCase()),
        fc.constantFrom(...segments).map((text) => encodeURIComponent(text).replace(/k/g, "%6B")),
        fc.string({ maxLength: 6 }).map(encodeURIComponent),
        fc.constantFrom("", "%2F", "%E0%A4%A", ".data"),
      );
      fc.assert(
        fc.property(
          fc.array(segment, { minLength: 1, maxLength: 4 }),
          fc.boolean(),
          (parts, data) => {
            const path = `/${parts.join("/")}${data ? ".data" : ""}`;
            expect({ path, matches: matched(tableOf(path).routes, path) }).toEqual({
              path,
              matches: matched(routes, path),
            });
          },
        ),
        { numRuns: 400 },
      );
    });
  });
});
