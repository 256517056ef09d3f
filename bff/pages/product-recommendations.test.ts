import { http } from "msw";
import { describe, expect, test } from "vitest";

import { testContext } from "#bff/mocks/context.ts";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";

import { productAlternatives } from "./product-recommendations.ts";

setUpMockUpstreams();

/** Paths of the store calls made while `run` runs. */
async function storeCallsDuring(run: () => Promise<unknown>): Promise<Array<string>> {
  const paths: Array<string> = [];
  const onStart = ({ request }: { request: Request }) => {
    if (request.url.startsWith(storeUrl(""))) paths.push(new URL(request.url).pathname);
  };
  mockServer.events.on("request:start", onStart);
  try {
    await run();
  } finally {
    mockServer.events.removeListener("request:start", onStart);
  }
  return paths;
}

describe("a product's alternatives", () => {
  test("the CMS's list is used as it is, without asking the store", async () => {
    let ids: Array<number> = [];
    const calls = await storeCallsDuring(async () => {
      const cards = await productAlternatives({
        ctx: testContext(),
        productId: 101,
        alternativeIds: [102],
      });
      ids = cards.map((card) => card.id);
    });
    expect(ids).toEqual([102]);
    expect(calls.filter((path) => path.startsWith("/api/v1/products/"))).toEqual([]);
  });

  test("without the CMS's list, the store product names them", async () => {
    const cards = await productAlternatives({ ctx: testContext(), productId: 101 });
    expect(cards.map((card) => card.id)).toEqual([102]);
  });

  test("only products that can be bought are offered", async () => {
    const unavailable = 999;
    const cards = await productAlternatives({
      ctx: testContext(),
      productId: 102,
      alternativeIds: [unavailable, 101],
    });
    expect(cards.map((card) => card.id)).toEqual([101]);
  });

  test("a failing store shows no alternatives instead of failing the page", async () => {
    mockServer.use(http.get(storeUrl("/api/v1/products/:id"), () => Response.error()));
    await expect(productAlternatives({ ctx: testContext(), productId: 101 })).resolves.toEqual([]);
  });
});
