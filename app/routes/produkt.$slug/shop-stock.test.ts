import { beforeEach, describe, expect, test } from "vitest";

import { loader } from "#app/routes/produkt.$slug/route.tsx";
import { mockServer, setUpMockUpstreams } from "#bff/mocks/server.ts";
import {
  SHOP_STOCK_PRODUCT,
  ownStoresHandler,
  shopStockProductHandler,
} from "#bff/mocks/shop-stock.ts";

setUpMockUpstreams();
beforeEach(() => {
  mockServer.use(shopStockProductHandler, ownStoresHandler);
});

async function shopsOn(search: string) {
  const slug = SHOP_STOCK_PRODUCT.slug;
  const response = await loader({
    request: new Request(`http://localhost/produkt/${slug}${search}`),
    params: { slug },
    context: {},
  });
  const stock = await response.data.shopStock;
  return stock?.shops.map((shop) => [shop.name, shop.stockShown]);
}

describe("product loader: the shops' stock", () => {
  test("streams the shops that stock the default variant", async () => {
    expect(await shopsOn("")).toEqual([
      ["Prodejna Brno", 2],
      ["Prodejna Praha Vinohrady", 5],
    ]);
  });

  test("changes with ?variant_id", async () => {
    expect(await shopsOn("?variant_id=1032")).toEqual([["Prodejna České Budějovice", 1]]);
  });
});
