import { beforeAll, describe, expect, it } from "vitest";

import { menuLinkResolver } from "#sandbox/cms/menu-links.ts";
import { openDatabase, type Db } from "#sandbox/db/open.ts";

import { REDIRECTS } from "./content-pages.ts";
import { HOMEPAGE } from "./content.ts";
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

describe("the home page's shopping guides", () => {
  it("each lead to a page that exists", () => {
    const linkOf = menuLinkResolver(db);
    const slugs = HOMEPAGE.blocks.flatMap((block) => {
      const data = block.data as { guides?: Array<{ slug: string }>; guide_slug?: string };
      return [...(data.guides ?? []).map((guide) => guide.slug), data.guide_slug ?? []].flat();
    });
    expect(slugs).toEqual(expect.arrayContaining(["jak-vybrat-vibrator", "lubrikanty-od-a-do-z"]));
    expect(slugs.filter((slug) => linkOf(`/${slug}`).type === "custom_link")).toEqual([]);
  });
});
