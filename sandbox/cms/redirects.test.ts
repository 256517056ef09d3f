import { beforeAll, describe, expect, it } from "vitest";

import { openDatabase, type Db } from "#sandbox/db/open.ts";

import { findRedirect } from "./redirects.ts";

let db: Db;

beforeAll(() => {
  db = openDatabase(":memory:");
  const insert = db.prepare(
    "INSERT INTO redirects (path, route, slug, type, target) VALUES (@path, @route, @slug, @type, @target)",
  );
  const none = { path: null, route: null, slug: null, type: null };
  insert.run({ ...none, path: "/stara-cesta", target: "/nova-cesta" });
  insert.run({ ...none, path: "/produkt/stary", target: "/cesta-produktu" });
  insert.run({ ...none, route: "product-slug", slug: "stary", target: "/produkt/novy" });
  insert.run({ ...none, type: "category", slug: "gely", target: "/lubrikacni-gely" });
  insert.run({ ...none, route: "all", type: "page", slug: "gely", target: "/vse-o-gelech" });
});

describe("finding where content moved", () => {
  it("matches a path in lower case and without a trailing slash", () => {
    expect(findRedirect(db, { path: "/Stara-Cesta/" })).toBe("/nova-cesta");
    expect(findRedirect(db, { path: "/stara-cesta", route: "all", type: "page" })).toBe(
      "/nova-cesta",
    );
  });

  it("matches a slug only on the route it moved on", () => {
    expect(findRedirect(db, { route: "product-slug", slug: "stary" })).toBe("/produkt/novy");
    expect(findRedirect(db, { route: "page-slug", slug: "stary" })).toBeUndefined();
    expect(findRedirect(db, { slug: "stary" })).toBeUndefined();
  });

  it("matches a slug by the type of entity it named, whatever the route", () => {
    expect(findRedirect(db, { path: "/gely", route: "all", slug: "gely", type: "category" })).toBe(
      "/lubrikacni-gely",
    );
    expect(findRedirect(db, { slug: "gely", type: "product" })).toBeUndefined();
  });

  it("prefers the redirect that sets the most keys", () => {
    expect(findRedirect(db, { path: "/produkt/stary", route: "product-slug", slug: "stary" })).toBe(
      "/produkt/novy",
    );
    expect(findRedirect(db, { path: "/produkt/stary", route: "product-slug" })).toBe(
      "/cesta-produktu",
    );
    expect(findRedirect(db, { route: "all", slug: "gely", type: "page" })).toBe("/vse-o-gelech");
  });

  it("finds nothing for content that did not move", () => {
    expect(findRedirect(db, { path: "/nic-takoveho", route: "all" })).toBeUndefined();
  });
});
