import { resolve } from "node:path";

import { flatRoutes } from "@remix-run/dev/dist/config/flat-routes.js";
import { defineRoutes, type RouteManifest } from "@remix-run/dev/dist/config/routes.js";
import { describe, expect, test } from "vitest";

import { ROUTE_PATHS } from "#app/route-paths.js";

// eslint-disable-next-line no-restricted-imports -- remix.config.js sits at the root, outside every alias
import remixConfig from "../remix.config.js";

/** The routes the build mounts: the flat route files and remix.config.js's own. */
async function builtRoutes(): Promise<RouteManifest> {
  const files = flatRoutes(resolve("app"), remixConfig.ignoredRouteFiles);
  const configured = await remixConfig.routes?.(defineRoutes);
  return { ...files, ...configured };
}

/** A route's whole path, parents included, as the router compares it. */
function fullPath(routes: RouteManifest, id: string): string {
  const route = routes[id];
  if (!route) return "";
  const parent =
    route.parentId && route.parentId !== "root" ? fullPath(routes, route.parentId) : "";
  return [parent, route.path ?? ""].filter(Boolean).join("/").toLowerCase().replace(/:\w+/g, ":");
}

describe("the mounted routes", () => {
  test("no two route files share a path", async () => {
    const routes = await builtRoutes();
    const filesByPath = new Map<string, Set<string>>();
    for (const [id, route] of Object.entries(routes)) {
      if (route.path === undefined && !route.index) continue;
      const path = fullPath(routes, id);
      filesByPath.set(path, (filesByPath.get(path) ?? new Set()).add(route.file));
    }
    expect(filesByPath.get("kosik")).toEqual(new Set(["routes/kosik/route.tsx"]));
    expect(filesByPath.get("*")).toEqual(new Set(["routes/$/route.tsx"]));
    const shared = [...filesByPath].filter(([, files]) => files.size > 1);
    expect(shared).toEqual([]);
  });

  test("every sk and de page is mounted under its prefix and, for its own host, without", async () => {
    const routes = await builtRoutes();
    const mounted = new Map(
      Object.keys(routes).map((id) => [fullPath(routes, id), routes[id]?.file]),
    );
    for (const entry of Object.values(ROUTE_PATHS)) {
      for (const locale of ["sk", "de"] as const) {
        const path = entry[locale].replace(/:\w+/g, ":");
        expect(mounted.get(path), `/${path}`).toBe(entry.file);
        expect(mounted.get(path ? `${locale}/${path}` : locale), `/${locale}/${path}`).toBe(
          entry.file,
        );
      }
    }
  });

  test("the unprefixed sk and de routes have ids of their own", async () => {
    const routes = await builtRoutes();
    expect(routes["sk-domain/forgotPassword"]).toMatchObject({
      path: "zabudnute-heslo",
      file: "routes/zapomenute-heslo/route.tsx",
    });
    expect(routes["de-domain/cart"]).toMatchObject({
      path: "warenkorb",
      file: "routes/kosik/route.tsx",
    });
    // A path equal to the cs one is the cs route itself.
    expect(routes["sk-domain/cart"]).toBeUndefined();
  });
});
