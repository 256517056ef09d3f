import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { testContext } from "#bff/mocks/context.ts";
import { mockServer, setUpMockUpstreams } from "#bff/mocks/server.ts";
import { STORE_REVIEW } from "#bff/mocks/store-fixtures.ts";
import { storeUrl } from "#bff/mocks/urls.ts";

import { productReviews } from "./product-reviews.ts";

setUpMockUpstreams();

describe("a product's reviews", () => {
  test("say which are written in another language than the shopper's", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/products/:id/reviews"), () =>
        HttpResponse.json({
          data: [
            { ...STORE_REVIEW, id: 1, text: "Skvelá kvalita, odporúčam.", locale: "sk" },
            { ...STORE_REVIEW, id: 2, locale: "cs" },
            { ...STORE_REVIEW, id: 3, text: "Ohne Sprache.", locale: undefined },
          ],
          meta: {
            pagination: { total: 3, page: 1, perPage: 5, lastPage: 1 },
            averageRating: 80,
          },
        }),
      ),
    );
    const section = await productReviews({
      ctx: testContext({ locale: "sk" }),
      productId: 1003,
      pages: 1,
    });
    expect(section?.items.map((review) => [review.id, review.lang])).toEqual([
      [1, null],
      [2, "cs"],
      [3, null],
    ]);
  });
});
