import { graphql, http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { testContext } from "#bff/mocks/context.ts";
import { MASSAGE_OIL, SHIPPING_PAGE } from "#bff/mocks/fixtures.ts";
import { cmsUrl, mockServer, setUpMockUpstreams } from "#bff/mocks/server.ts";

import { sitemapCategories, sitemapPages, sitemapProducts } from "./sitemap.ts";

setUpMockUpstreams();

/** A catalogue listing of `total` products in pages of 100 under each top category. */
function listings(totals: Record<number, number>) {
  const asked: Array<string> = [];
  mockServer.use(
    http.get(cmsUrl("/api/catalog/v2/state"), ({ request }) => {
      const scope = JSON.parse(new URL(request.url).searchParams.get("scope") ?? "{}") as {
        id: number;
        page: number;
        perPage: number;
      };
      asked.push(`${scope.id}:${scope.page}`);
      const total = totals[scope.id] ?? 0;
      const from = (scope.page - 1) * scope.perPage;
      const count = Math.max(0, Math.min(scope.perPage, total - from));
      const entities = Array.from({ length: count }, (_, index) => ({
        ...MASSAGE_OIL,
        id: scope.id * 10_000 + from + index,
        slug: `produkt-${scope.id}-${from + index}`,
      }));
      return HttpResponse.json({
        scope,
        listing: { type: "category", id: scope.id, slug: "x", title: "X" },
        products: { entities, total },
        pagination: {
          page: scope.page,
          perPage: scope.perPage,
          pages: Math.max(1, Math.ceil(total / scope.perPage)),
          total,
        },
        facets: {
          parameters: [],
          price: { min: null, max: null, from: null, to: null, currencyCode: "CZK" },
          stock: { selected: false, count: 0 },
          tags: [],
        },
        sort: { selected: "recommended", options: [] },
      });
    }),
  );
  return asked;
}

describe("sitemapProducts", () => {
  test("pages through every top category's listing until its last page", async () => {
    // Top category 30 (the mocks' only one) holds 250 products: pages 1, 2 and 3.
    const asked = listings({ 30: 250 });
    const entries = await sitemapProducts({ ctx: testContext() });
    expect(asked.sort()).toEqual(["30:1", "30:2", "30:3"]);
    expect(entries).toHaveLength(250);
    expect(entries[0]).toEqual({
      slugs: { cs: "produkt-30-0", sk: "produkt-30-0", de: "produkt-30-0" },
      lastModified: null,
    });
  });

  test("is answered from the data cache the second time", async () => {
    const asked = listings({ 30: 5 });
    const ctx = testContext();
    await sitemapProducts({ ctx });
    const again = await sitemapProducts({ ctx });
    expect(again).toHaveLength(5);
    expect(asked).toEqual(["30:1"]);
  });
});

describe("sitemapCategories", () => {
  test("every store category in the languages its canonical_slugs name", async () => {
    const entries = await sitemapCategories({ ctx: testContext() });
    expect(entries).toEqual([
      { slugs: { cs: "kosmetika", de: "kosmetik" }, lastModified: null },
      { slugs: { cs: "masazni-oleje", de: "massageole" }, lastModified: null },
    ]);
  });
});

describe("sitemapPages", () => {
  test("pages through the page list and leaves out pages with meta_noindex", async () => {
    const skips: Array<number> = [];
    const pageMeta = (slug: string, noindex = false) => ({
      page_meta: {
        ...SHIPPING_PAGE.page_meta,
        slug,
        meta_noindex: noindex,
        canonical_slugs: [
          { language: "cs", slug },
          { language: "de", slug: `${slug}-de` },
        ],
      },
    });
    const all = [
      ...Array.from({ length: 120 }, (_, index) => pageMeta(`stranka-${index}`)),
      pageMeta("interni", true),
    ];
    mockServer.use(
      graphql.query("SitemapPages", ({ variables }) => {
        const skip = Number(variables.skip);
        const limit = Number(variables.limit);
        skips.push(skip);
        return HttpResponse.json({
          data: { page_list: { total: all.length, entities: all.slice(skip, skip + limit) } },
        });
      }),
    );
    const entries = await sitemapPages({ ctx: testContext() });
    expect(skips).toEqual([0, 100]);
    expect(entries).toHaveLength(120);
    expect(entries[0]).toEqual({
      slugs: { cs: "stranka-0", de: "stranka-0-de" },
      lastModified: null,
    });
  });
});
