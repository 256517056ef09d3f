import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { dependencyDepth } from "#bff/mocks/call-order.ts";
import { testContext } from "#bff/mocks/context.ts";
import { CART_WITH_OIL, EMPTY_CART } from "#bff/mocks/fixtures.ts";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";
import { STORE_BRANCH, STORE_SHIPPERS } from "#bff/mocks/store-fixtures.ts";
import { NO_CHOICES, type CheckoutChoices } from "#bff/rules/checkout-choices.ts";

import { changeCheckoutMethod, checkoutMethodsPage, checkoutProgress } from "./checkout-methods.ts";

setUpMockUpstreams();

const ctx = testContext({ cartToken: "guest-token-abc123" });
// A Tuesday morning in Prague: the store's own nearest dates decide.
const NOW = new Date("2025-01-14T08:00:00Z");

function withCart() {
  mockServer.use(
    http.get(storeUrl("/api/v1/cart"), () => HttpResponse.json({ data: CART_WITH_OIL })),
  );
}

function choices(overrides: Partial<CheckoutChoices>): CheckoutChoices {
  return { ...NO_CHOICES, ...overrides };
}

describe("checkoutMethodsPage", () => {
  test("lists shippers with price, delivery date and the fastest non-personal one marked", async () => {
    withCart();
    const page = await checkoutMethodsPage({
      ctx,
      choices: NO_CHOICES,
      branchQuery: null,
      now: NOW,
    });
    expect(page.cartBlocked).toBe(false);
    expect(page.shippers).toEqual([
      expect.objectContaining({
        id: 1,
        fastest: false,
        needsBranch: true,
        deliveryDate: "2025-01-15",
        price: { free: true, withTax: 0, withoutTax: 0 },
      }),
      expect.objectContaining({
        id: 2,
        fastest: true,
        deliveryDate: "2025-01-16",
        price: { free: false, withTax: 79, withoutTax: 65.29 },
      }),
    ]);
    expect(page.payments.map((payment) => payment.id)).toEqual([1, 2]);
    expect(page.missing).toEqual(["shipper", "payment"]);
    expect(page.branches).toBeNull();
  });

  test("a cart that is empty goes back to the cart", async () => {
    const page = await checkoutMethodsPage({ ctx, choices: NO_CHOICES, branchQuery: null });
    expect(page.cartBlocked).toBe(true);
  });

  test("keeps a valid pick-up choice and shows the chosen point and the totals", async () => {
    withCart();
    const chosen = choices({ shipperId: 2, branchId: 100, paymentId: 2 });
    const page = await checkoutMethodsPage({ ctx, choices: chosen, branchQuery: null });
    expect(page.choices).toEqual(chosen);
    expect(page.missing).toEqual([]);
    expect(page.branches?.chosen).toMatchObject({ id: 100, name: STORE_BRANCH.name });
    expect(page.summary).toMatchObject({
      itemsWithTax: CART_WITH_OIL.prices.itemsWithTax,
      shipping: { withTax: 79, free: false },
      payment: { withTax: 0, free: true },
      totalWithTax: CART_WITH_OIL.prices.totalWithTax + 79,
      final: true,
    });
  });

  test("the chosen gift is a line of the summary while the cart still qualifies", async () => {
    withCart();
    const chosen = choices({ shipperId: 2, branchId: 100, paymentId: 2 });
    const withGift = await checkoutMethodsPage({
      ctx,
      choices: chosen,
      branchQuery: null,
      chosenGiftId: 2,
    });
    expect(withGift.summary.gifts).toEqual([{ id: 2, name: "Masážní svíčka" }]);
    const unknown = await checkoutMethodsPage({
      ctx,
      choices: chosen,
      branchQuery: null,
      chosenGiftId: 99,
    });
    expect(unknown.summary.gifts).toEqual([]);
  });

  test("clears a shipper and a payment the store no longer offers", async () => {
    withCart();
    const page = await checkoutMethodsPage({
      ctx,
      choices: choices({ shipperId: 9, paymentId: 8, branchId: 100 }),
      branchQuery: null,
    });
    expect(page.choices).toEqual(NO_CHOICES);
  });

  test("marks payments the chosen shipper blocks", async () => {
    withCart();
    mockServer.use(
      http.get(storeUrl("/api/v1/cart/shippers"), () =>
        HttpResponse.json({ data: [{ ...STORE_SHIPPERS[1], blockedPayments: [2] }] }),
      ),
    );
    const page = await checkoutMethodsPage({
      ctx,
      choices: choices({ shipperId: 2, paymentId: 2 }),
      branchQuery: null,
    });
    expect(page.choices.paymentId).toBeNull();
    expect(page.payments.find((payment) => payment.id === 2)?.blocked).toBe(true);
  });

  test("searches the chosen shipper's pick-up points by the shopper's text", async () => {
    withCart();
    let asked = new URLSearchParams();
    mockServer.use(
      http.get(storeUrl("/api/v1/branches"), ({ request }) => {
        asked = new URL(request.url).searchParams;
        return HttpResponse.json({
          data: [STORE_BRANCH, { ...STORE_BRANCH, id: 101, countryCode: "SVK" }],
          meta: { pagination: { total: 2, page: 1, perPage: 10, lastPage: 1 } },
        });
      }),
    );
    const page = await checkoutMethodsPage({
      ctx,
      choices: choices({ shipperId: 2 }),
      branchQuery: "Praha",
    });
    expect(asked.get("shipper_id")).toBe("2");
    expect(asked.get("s")).toBe("Praha");
    expect(page.branches?.results?.map((branch) => branch.id)).toEqual([100]);
    expect(page.missing).toEqual(["branch", "payment"]);
  });

  test("without a search text lists a network's points only when they fit one page", async () => {
    withCart();
    mockServer.use(
      http.get(storeUrl("/api/v1/branches"), () =>
        HttpResponse.json({
          data: [STORE_BRANCH],
          meta: { pagination: { total: 320, page: 1, perPage: 10, lastPage: 32 } },
        }),
      ),
    );
    const page = await checkoutMethodsPage({
      ctx,
      choices: choices({ shipperId: 2 }),
      branchQuery: null,
    });
    expect(page.branches?.results).toBeNull();
  });

  test("offers the chosen shipper's delivery time slots", async () => {
    withCart();
    const page = await checkoutMethodsPage({
      ctx,
      choices: choices({ shipperId: 2 }),
      branchQuery: null,
    });
    expect(page.deliveryTimes.map((slot) => slot.id)).toEqual([
      "5-2025-01-16-17:00",
      "5-2025-01-16-20:00",
    ]);
  });

  test("dependency depth 1: cart, globals, lists, branch, search and slots at once", async () => {
    withCart();
    const run = () =>
      checkoutMethodsPage({
        ctx,
        choices: choices({ shipperId: 2, branchId: 100, paymentId: 2 }),
        branchQuery: "Praha",
      });
    expect(await dependencyDepth(run)).toBe(1);
  });
});

describe("checkoutProgress", () => {
  test("an empty cart is still the cart step", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/cart"), () => HttpResponse.json({ data: EMPTY_CART })),
    );
    expect(await checkoutProgress({ ctx, choices: NO_CHOICES, upTo: "details" })).toBe("cart");
  });

  test("missing or invalid choices stop at the methods step", async () => {
    withCart();
    expect(await checkoutProgress({ ctx, choices: NO_CHOICES, upTo: "details" })).toBe("methods");
    withCart();
    const noBranch = choices({ shipperId: 2, paymentId: 2 });
    expect(await checkoutProgress({ ctx, choices: noBranch, upTo: "details" })).toBe("methods");
  });

  test("complete choices reach the details step, in one round trip", async () => {
    withCart();
    const complete = choices({ shipperId: 2, branchId: 100, paymentId: 2 });
    let step: string | null = null;
    const depth = await dependencyDepth(async () => {
      step = await checkoutProgress({ ctx, choices: complete, upTo: "details" });
    });
    expect(step).toBe("details");
    expect(depth).toBe(1);
  });
});

describe("changeCheckoutMethod", () => {
  test("a new shipper clears the branch and a payment it blocks", async () => {
    const result = await changeCheckoutMethod({
      ctx,
      choices: choices({ shipperId: 2, branchId: 100, paymentId: 3 }),
      change: { intent: "shipper", shipperId: 1 },
    });
    expect(result).toEqual({
      ok: true,
      choices: choices({ shipperId: 1 }),
      notices: [
        {
          message: "checkout.methods.paymentClearedUnnamed",
          values: { shipper: "Osobní odběr na prodejně" },
        },
      ],
    });
  });

  test("refuses ids the store does not offer, at their field", async () => {
    expect(
      await changeCheckoutMethod({
        ctx,
        choices: NO_CHOICES,
        change: { intent: "shipper", shipperId: 99 },
      }),
    ).toEqual({ ok: false, field: "shipperId", message: "checkout.methods.shipperInvalid" });
    expect(
      await changeCheckoutMethod({
        ctx,
        choices: choices({ shipperId: 1 }),
        change: { intent: "payment", paymentId: 3 },
      }),
    ).toEqual({ ok: false, field: "paymentId", message: "checkout.methods.paymentInvalid" });
  });

  test("refuses a payment the chosen shipper blocks", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/cart/payments"), () =>
        HttpResponse.json({
          data: [
            {
              id: 3,
              code: "dobirka",
              name: "Dobírka",
              type: "CASH_ON_DELIVERY",
              price: { withTax: 39, withoutTax: 32.23, currencyCode: "CZK" },
            },
          ],
        }),
      ),
    );
    expect(
      await changeCheckoutMethod({
        ctx,
        choices: choices({ shipperId: 1 }),
        change: { intent: "payment", paymentId: 3 },
      }),
    ).toEqual({ ok: false, field: "paymentId", message: "checkout.methods.paymentBlocked" });
  });

  test("takes a branch of the chosen shipper only", async () => {
    expect(
      await changeCheckoutMethod({
        ctx,
        choices: choices({ shipperId: 2 }),
        change: { intent: "branch", branchId: 100 },
      }),
    ).toEqual({ ok: true, choices: choices({ shipperId: 2, branchId: 100 }), notices: [] });
    expect(
      await changeCheckoutMethod({
        ctx,
        choices: choices({ shipperId: 1 }),
        change: { intent: "branch", branchId: 100 },
      }),
    ).toEqual({ ok: false, field: "branchId", message: "checkout.methods.branchInvalid" });
    expect(
      await changeCheckoutMethod({
        ctx,
        choices: NO_CHOICES,
        change: { intent: "branch", branchId: 100 },
      }),
    ).toEqual({ ok: false, field: "branchId", message: "checkout.methods.shipperFirst" });
  });

  test("takes a slot the chosen shipper offers", async () => {
    const chosen = choices({ shipperId: 5 });
    expect(
      await changeCheckoutMethod({
        ctx,
        choices: chosen,
        change: { intent: "deliveryTime", deliveryTimeId: "5-2025-01-16-17:00" },
      }),
    ).toEqual({
      ok: true,
      choices: { ...chosen, deliveryTimeId: "5-2025-01-16-17:00" },
      notices: [],
    });
    expect(
      await changeCheckoutMethod({
        ctx,
        choices: chosen,
        change: { intent: "deliveryTime", deliveryTimeId: "5-2099-01-01-17:00" },
      }),
    ).toMatchObject({ ok: false, field: "deliveryTimeId" });
  });
});
