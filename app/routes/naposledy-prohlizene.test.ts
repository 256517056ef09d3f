import { describe, expect, test } from "vitest";

import { loader } from "#app/routes/naposledy-prohlizene.ts";
import { setUpMockUpstreams } from "#bff/mocks/server.ts";
import type { ProductCard } from "#bff/pages/product-card.ts";

setUpMockUpstreams();

async function lastVisited(query: string): Promise<Response> {
  return loader({
    request: new Request(`http://localhost/naposledy-prohlizene${query}`),
    params: {},
    context: {},
  });
}

describe("the last-visited route", () => {
  test("answers the visited products' boxes in the order visited, for this shopper only", async () => {
    const response = await lastVisited("?ids=102.101");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const { products } = (await response.json()) as { products: Array<ProductCard> };
    expect(products.map((product) => product.slug)).toEqual([
      "krajkove-body-noir",
      "masazni-olej-vanilka-200-ml",
    ]);
  });

  test("answers no boxes for ids that are not product ids", async () => {
    const response = await lastVisited("?ids=abc.-1");
    expect(await response.json()).toEqual({ products: [] });
  });
});
