import { graphql, http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { testContext } from "#bff/mocks/context.ts";
import { catalogStateFixture, STORE_GLOBALS } from "#bff/mocks/listing-fixtures.ts";
import { cmsUrl, mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";
import { parseListingQuery } from "#bff/rules/listing-query.ts";

import { brandIndex, brandPage } from "./catalog-listing.ts";

setUpMockUpstreams();

const brand = (id: number, title: string, slug: string) => ({
  _id: id,
  title,
  slug,
  description: `${title} z Česka.`,
  country: "CZ",
  logo: null,
  weight: 1,
});

function useBrands(scopes: Array<unknown> = []) {
  mockServer.use(
    graphql.query("AllBrands", () =>
      HttpResponse.json({
        data: {
          brand_list: {
            total: 4,
            entities: [
              brand(2003, "Zenit", "zenit"),
              brand(2002, "Čokoláda", "cokolada"),
              brand(2001, "Amora", "amora"),
              brand(2004, "Chilli", "chilli"),
            ],
          },
        },
      }),
    ),
    http.get(cmsUrl("/api/catalog/v2/state"), ({ request }) => {
      scopes.push(JSON.parse(new URL(request.url).searchParams.get("scope") ?? "null"));
      return HttpResponse.json(catalogStateFixture());
    }),
    http.get(storeUrl("/api/v1/globals"), () => HttpResponse.json({ data: STORE_GLOBALS })),
  );
}

describe("brands", () => {
  test("the brand list is in Czech alphabetical order, grouped by initial (Č after C, Ch after H)", async () => {
    useBrands();
    const groups = await brandIndex({ ctx: testContext() });
    expect(groups.map((group) => [group.letter, group.brands.map((entry) => entry.title)])).toEqual(
      [
        ["A", ["Amora"]],
        ["Č", ["Čokoláda"]],
        ["Ch", ["Chilli"]],
        ["Z", ["Zenit"]],
      ],
    );
  });

  test("a brand page lists the brand's products by its slug, filterable like a category", async () => {
    const scopes: Array<unknown> = [];
    useBrands(scopes);
    const listing = await brandPage({
      ctx: testContext(),
      slug: "amora",
      query: parseListingQuery(new URLSearchParams("p1=1003&sort=price_asc")),
      path: "/znacky/amora",
      trail: [{ title: "Značky", path: "/znacky" }],
    });
    expect(scopes[0]).toMatchObject({ type: "brand", slug: "amora", parameters: { "1": [1003] } });
    expect(listing).toMatchObject({
      kind: "brand",
      title: "Amora",
      canonicalPath: "/znacky/amora?p1=1003",
      breadcrumbs: [
        { title: "Značky", path: "/znacky" },
        { title: "Amora", path: "/znacky/amora" },
      ],
    });
    expect(listing.products).toHaveLength(2);
  });

  test("an unknown brand is not found", async () => {
    useBrands();
    await expect(
      brandPage({
        ctx: testContext(),
        slug: "nic",
        query: parseListingQuery(new URLSearchParams()),
        path: "/znacky/nic",
        trail: [],
      }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
