import { describe, expect, test } from "vitest";

import { testContext } from "#bff/mocks/context.ts";
import { connectToLiveSandbox } from "#bff/mocks/live-sandbox.ts";

import { getCategories } from "./catalog.ts";
import { getListingSlugs, getPageMetaList } from "./seo-sitemap.ts";

/** The sitemaps' CMS reads through the BFF's own clients, against the live sandbox. */

connectToLiveSandbox();

const guest = testContext();

describe("sitemap sources", () => {
  test("a top category's listing pages through all of its products", async () => {
    const [top] = (await getCategories({ ctx: guest })).filter((c) => c.parentId === null);
    if (!top) throw new Error("expected a top category");
    const first = await getListingSlugs({ ctx: guest, categoryId: top.id, page: 1 });
    expect(first.products.length).toBeGreaterThan(0);
    for (const product of first.products) {
      expect(product.slug).toMatch(/^[a-z0-9-]+$/);
      expect(product.canonical_slugs?.map((entry) => entry.lang)).toEqual(["cs", "de", "sk"]);
    }
    const last = await getListingSlugs({ ctx: guest, categoryId: top.id, page: first.pages });
    expect(last.products.length).toBeGreaterThan(0);
  });

  test("the page list answers page_meta with slug, meta_noindex and canonical_slugs", async () => {
    const list = await getPageMetaList({ ctx: guest, skip: 0 });
    expect(list.total).toBeGreaterThan(0);
    const doprava = list.entities.find((entry) => entry.page_meta.slug === "doprava");
    expect(doprava?.page_meta.canonical_slugs).toContainEqual({ language: "de", slug: "versand" });
  });
});
