import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { testContext } from "#bff/mocks/context.ts";
import { CART_WITH_OIL, EMPTY_CART } from "#bff/mocks/fixtures.ts";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";
import { NO_CHOICES } from "#bff/rules/checkout-choices.ts";

import { checkoutDetailsPage } from "./checkout-details.ts";

setUpMockUpstreams();

const ctx = testContext({ cartToken: "guest-token-abc123" });
const PICKUP = { shipperId: 2, paymentId: 2, branchId: 100, deliveryTimeId: null };

function cartAnswers(data: unknown) {
  mockServer.use(http.get(storeUrl("/api/v1/cart"), () => HttpResponse.json({ data })));
}

const unavailable = () => HttpResponse.json({}, { status: 503 });

describe("checkoutDetailsPage", () => {
  test("with the methods chosen: the cart and the form's options, for a guest", async () => {
    cartAnswers(CART_WITH_OIL);
    const page = await checkoutDetailsPage({ ctx, choices: PICKUP, chosenGiftId: null });
    expect(page).toMatchObject({
      reached: "details",
      cart: { summary: { totalWithTax: CART_WITH_OIL.prices.totalWithTax + 79, final: true } },
      options: {
        addressRequired: false,
        customOrderNumber: false,
        guest: true,
        countries: expect.arrayContaining([{ code: "CZE", name: "Česko" }]),
      },
    });
  });

  test("an empty cart is the cart step; a missing choice the methods step", async () => {
    cartAnswers(EMPTY_CART);
    expect(await checkoutDetailsPage({ ctx, choices: PICKUP, chosenGiftId: null })).toEqual({
      reached: "cart",
    });
    cartAnswers(CART_WITH_OIL);
    expect(await checkoutDetailsPage({ ctx, choices: NO_CHOICES, chosenGiftId: null })).toEqual({
      reached: "methods",
    });
  });

  test("a shopper sent back is sent back even when the page's own reads fail", async () => {
    cartAnswers(CART_WITH_OIL);
    // Nothing chosen: how far the shopper may go needs no shippers, the form's options do.
    mockServer.use(http.get(storeUrl("/api/v1/cart/shippers"), unavailable));
    expect(await checkoutDetailsPage({ ctx, choices: NO_CHOICES, chosenGiftId: null })).toEqual({
      reached: "methods",
    });
  });

  test("a store that cannot answer is the page's failure", async () => {
    mockServer.use(http.get(storeUrl("/api/v1/cart"), unavailable));
    await expect(
      checkoutDetailsPage({ ctx, choices: PICKUP, chosenGiftId: null }),
    ).rejects.toMatchObject({ kind: "upstream" });
  });
});
