import { graphql, http, HttpResponse } from "msw";
import { beforeEach, describe, expect, test } from "vitest";

import { CMS_BRANCHES, STORE_OWN_BRANCHES } from "#bff/mocks/branches.ts";
import { dependencyDepth } from "#bff/mocks/call-order.ts";
import { testContext } from "#bff/mocks/context.ts";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";
import {
  SHOP_STOCK_PRODUCT,
  ownStoresHandler,
  shopStockProductHandler,
} from "#bff/mocks/shop-stock.ts";

import { productDetail } from "./product-detail.ts";
import { ownShops } from "./product-shop-stock.ts";

setUpMockUpstreams();
beforeEach(() => {
  mockServer.use(shopStockProductHandler, ownStoresHandler);
});

function detail(variantId: number | null = null) {
  return productDetail({
    ctx: testContext(),
    slug: SHOP_STOCK_PRODUCT.slug,
    variantId,
    reviewPages: 1,
    visited: [],
  });
}

const names = (stock: { shops: Array<{ name: string }> } | null) =>
  stock?.shops.map((shop) => shop.name);

describe("ownShops", () => {
  test("joins the CMS's shop pages with the store's own stores, in the CMS's order", () => {
    const shops = ownShops({ pages: CMS_BRANCHES, stores: STORE_OWN_BRANCHES, country: "cz" });
    // Liberec is no store of the personal pickup: no warehouse, nothing to show.
    expect(shops.map((shop) => [shop.title, shop.slug, shop.warehouseId])).toEqual([
      ["Prodejna Brno", "brno-centrum", 2],
      ["Prodejna Praha Vinohrady", "praha-vinohrady", 1],
      ["Prodejna České Budějovice", "ceske-budejovice", 6],
    ]);
  });

  test("leaves out a store without a warehouse", () => {
    const stores = STORE_OWN_BRANCHES.map((store) =>
      store.id === 6 ? store : { ...store, warehouseId: null },
    );
    const shops = ownShops({ pages: CMS_BRANCHES, stores, country: "cz" });
    expect(shops.map((shop) => shop.slug)).toEqual(["ceske-budejovice"]);
  });
});

describe("the product detail's shop stock", () => {
  test("lists the shops that stock the chosen variant, linked to their pages", async () => {
    const page = await detail();
    expect(page.variant.id).toBe(1031);
    const stock = await page.shopStock;
    expect(stock?.shops).toEqual([
      expect.objectContaining({ name: "Prodejna Brno", slug: "brno-centrum", stockShown: 2 }),
      expect.objectContaining({
        name: "Prodejna Praha Vinohrady",
        slug: "praha-vinohrady",
        stockShown: 5,
      }),
    ]);
  });

  test("follows the variant in the URL", async () => {
    const page = await detail(1032);
    expect(names(await page.shopStock)).toEqual(["Prodejna České Budějovice"]);
  });

  test("another product's stock in a shop's warehouse lists that shop", async () => {
    const page = await productDetail({
      ctx: testContext(),
      slug: "masazni-olej-vanilka-200-ml",
      variantId: null,
      reviewPages: 1,
      visited: [],
    });
    // The oil sits in warehouse 1, Praha's in these fixtures.
    expect(names(await page.shopStock)).toEqual(["Prodejna Praha Vinohrady"]);
  });

  test("an empty list when only warehouses of no shop have the variant", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/branches"), () =>
        HttpResponse.json({
          data: STORE_OWN_BRANCHES.map((record) => ({ ...record, warehouseId: 77 })),
        }),
      ),
    );
    expect((await (await detail()).shopStock)?.shops).toEqual([]);
  });

  test("no section when the store cannot say, and the page still loads", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/branches"), () => HttpResponse.json({}, { status: 503 })),
    );
    const page = await detail();
    expect(page.name).toBe(SHOP_STOCK_PRODUCT.name);
    expect(await page.shopStock).toBeNull();
  });

  test("no section when the CMS cannot say", async () => {
    mockServer.use(graphql.query("BranchList", () => HttpResponse.json({}, { status: 503 })));
    expect(await (await detail()).shopStock).toBeNull();
  });

  test("keeps the product detail two rounds deep", async () => {
    const run = async () => {
      const page = await detail();
      return Promise.all([page.reviews, page.alternatives, page.lastVisited, page.shopStock]);
    };
    expect(await dependencyDepth(run)).toBe(2);
  });
});
