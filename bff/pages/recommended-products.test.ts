import { http, HttpResponse } from "msw";
import { afterAll, describe, expect, test, vi } from "vitest";

import type { Product } from "#bff/cms/schemas.ts";
import { testContext } from "#bff/mocks/context.ts";
import { MASSAGE_OIL, PRODUCTS } from "#bff/mocks/fixtures.ts";
import { MOCK_RECOMMENDATION_URL } from "#bff/mocks/recommender.ts";
import { cmsUrl, mockServer, setUpMockUpstreams } from "#bff/mocks/server.ts";

import { MAX_RECOMMENDED_SHOWN, recommendedProducts } from "./recommended-products.ts";

vi.hoisted(() => {
  vi.stubEnv("RECOMMENDER_URL", "http://recommender.test/gateway");
  vi.stubEnv("RECOMMENDER_WIDGETS", JSON.stringify({ cz: { checkout__cartItems: "w-cart" } }));
});
afterAll(() => vi.unstubAllEnvs());

setUpMockUpstreams();

const SOLD_OUT: Product = {
  ...MASSAGE_OIL,
  id: 103,
  slug: "vyprodany-olej",
  variants: MASSAGE_OIL.variants.map((variant) => ({
    ...variant,
    id: 1031,
    availability: { isAvailable: false, availabilityCode: null, soldAvailabilityCode: "sold" },
  })),
};

/** The CMS answers the fixtures, the sold-out product and copies of the oil by id. */
function catalogueWith(extra: Array<Product>) {
  mockServer.use(
    http.get(cmsUrl("/catalog/product"), ({ request }) => {
      const ids = new URL(request.url).searchParams.get("ids")?.split(",").map(Number) ?? [];
      const known = [...PRODUCTS, ...extra];
      const entities = ids.flatMap((id) => known.filter((product) => product.id === id));
      return HttpResponse.json({ entities, total: entities.length });
    }),
  );
}

function recommend(ids: Array<number>) {
  mockServer.use(
    http.post(MOCK_RECOMMENDATION_URL, () => HttpResponse.json({ product_ids: ids.map(String) })),
  );
}

describe("recommended products", () => {
  test("boxes in the recommender's order, sold-out products left out", async () => {
    catalogueWith([SOLD_OUT]);
    recommend([102, 103, 101]);
    const cards = await recommendedProducts({
      ctx: testContext(),
      placement: "checkout__cartItems",
      input: { cartProducts: ["MO-101-200"] },
    });
    expect(cards.map((card) => card.id)).toEqual([102, 101]);
  });

  test("the product on screen is never recommended beside itself", async () => {
    catalogueWith([]);
    recommend([101, 102]);
    const cards = await recommendedProducts({
      ctx: testContext(),
      placement: "checkout__cartItems",
      input: { displayedProductId: 101 },
    });
    expect(cards.map((card) => card.id)).toEqual([102]);
  });

  test("nor the product just added", async () => {
    catalogueWith([]);
    recommend([102, 101]);
    const cards = await recommendedProducts({
      ctx: testContext(),
      placement: "checkout__cartItems",
      input: { productId: 102 },
    });
    expect(cards.map((card) => card.id)).toEqual([101]);
  });

  test("at most one row of eight", async () => {
    const copies = Array.from({ length: 12 }, (_, index) => ({
      ...MASSAGE_OIL,
      id: 200 + index,
      slug: `olej-${index}`,
    }));
    catalogueWith(copies);
    recommend(copies.map((product) => product.id));
    const cards = await recommendedProducts({
      ctx: testContext(),
      placement: "checkout__cartItems",
    });
    expect(cards).toHaveLength(MAX_RECOMMENDED_SHOWN);
    expect(cards.map((card) => card.id)).toEqual(copies.slice(0, 8).map((product) => product.id));
  });

  test("a placement without a widget, or a failing CMS, is an empty row", async () => {
    await expect(
      recommendedProducts({ ctx: testContext(), placement: "homepage__forYou" }),
    ).resolves.toEqual([]);
    mockServer.use(http.get(cmsUrl("/catalog/product"), () => Response.error()));
    await expect(
      recommendedProducts({ ctx: testContext(), placement: "checkout__cartItems" }),
    ).resolves.toEqual([]);
  });
});
