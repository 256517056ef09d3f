import { beforeAll, describe, expect, it } from "vitest";

import { menuLinkResolver } from "../cms/menu-links.ts";
import { openDatabase, type Db } from "../db/open.ts";

import { REDIRECTS } from "./content-pages.ts";
import { seedDatabase } from "./seed.ts";

let db: Db;

beforeAll(() => {
  db = openDatabase(":memory:");
  seedDatabase(db);
});

describe("seeded redirects", () => {
  it("lead to pages that exist", () => {
    const linkOf = menuLinkResolver(db);
    const dangling = REDIRECTS.filter((redirect) => linkOf(redirect.target).type === "custom_link");
    expect(dangling).toEqual([]);
  });

  it("cover every kind: by path, by route and slug, by type and slug", () => {
    expect(REDIRECTS.filter((redirect) => "path" in redirect).length).toBeGreaterThanOrEqual(2);
    expect(REDIRECTS.filter((redirect) => "route" in redirect).length).toBeGreaterThanOrEqual(2);
    expect(REDIRECTS.filter((redirect) => "type" in redirect).length).toBeGreaterThanOrEqual(2);
  });
});
