import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { dependencyDepth } from "#bff/mocks/call-order.ts";
import { testContext } from "#bff/mocks/context.ts";
import { CART_WITH_OIL, EMPTY_CART } from "#bff/mocks/fixtures.ts";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";
import { STORE_USER } from "#bff/mocks/store-fixtures.ts";
import { NO_CHOICES } from "#bff/rules/checkout-choices.ts";

import { checkoutAccount, checkoutDetailsPage, profilePrefill } from "./checkout-details.ts";

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

describe("a customer's account in the details step", () => {
  const customer = testContext({ authToken: "customer-token-1" });
  const HUSOVA = {
    id: 7,
    type: "delivery",
    name: "Jana Nováková",
    companyName: null,
    street: "Husova 5",
    city: "Brno",
    postcode: "602 00",
    country_code: "CZE",
    region: "Jihomoravský kraj",
    phone: null,
  };

  function addressBookAnswers(answer: () => Response) {
    mockServer.use(http.get(storeUrl("/api/v1/user/addresses"), answer));
  }

  test("fills the name, e-mail and phone from the profile, with the saved addresses", async () => {
    cartAnswers(CART_WITH_OIL);
    addressBookAnswers(() => HttpResponse.json({ data: [HUSOVA] }));
    const page = await checkoutDetailsPage({ ctx: customer, choices: PICKUP, chosenGiftId: null });
    expect(page).toMatchObject({
      reached: "details",
      options: { guest: false },
      account: {
        prefill: {
          email: "jana.novakova@example.cz",
          fullName: "Jana Nováková",
          phone: "+420 601 234 567",
        },
        addressBook: true,
        addresses: [
          {
            id: 7,
            type: "delivery",
            name: "Jana Nováková",
            street: "Husova 5",
            postcode: "602 00",
            countryCode: "CZE",
          },
        ],
      },
    });
  });

  test("the profile and the address book come in the same round trip as the rest", async () => {
    cartAnswers(CART_WITH_OIL);
    addressBookAnswers(() => HttpResponse.json({ data: [HUSOVA] }));
    const depth = await dependencyDepth(() =>
      checkoutDetailsPage({ ctx: customer, choices: PICKUP, chosenGiftId: null }),
    );
    expect(depth).toBe(1);
  });

  test("a guest has no account to bring", async () => {
    cartAnswers(CART_WITH_OIL);
    const page = await checkoutDetailsPage({ ctx, choices: PICKUP, chosenGiftId: null });
    expect(page).toMatchObject({ reached: "details", account: null });
  });

  test("a business profile ticks the business section with its company, IČO and DIČ", () => {
    expect(
      profilePrefill({
        ...STORE_USER,
        phone: null,
        businessName: "Firma s.r.o.",
        tin: "27074358",
        vatin: null,
      }),
    ).toEqual({
      email: "jana.novakova@example.cz",
      fullName: "Jana Nováková",
      isBusiness: "on",
      companyName: "Firma s.r.o.",
      tin: "27074358",
    });
  });

  test("the address book off at the store (403) or failing leaves the form as for a guest", async () => {
    addressBookAnswers(() => HttpResponse.json({}, { status: 403 }));
    expect(await checkoutAccount({ ctx: customer })).toMatchObject({ addresses: [] });
    addressBookAnswers(() => HttpResponse.json({}, { status: 503 }));
    mockServer.use(http.get(storeUrl("/api/v1/user"), unavailable));
    expect(await checkoutAccount({ ctx: customer })).toMatchObject({
      prefill: {},
      addresses: [],
    });
  });

  test("a login the store refuses is not hidden: the shopper signs in again", async () => {
    cartAnswers(CART_WITH_OIL);
    addressBookAnswers(() => HttpResponse.json({ data: [] }));
    mockServer.use(
      http.get(storeUrl("/api/v1/user"), () => HttpResponse.json({}, { status: 401 })),
    );
    await expect(
      checkoutDetailsPage({ ctx: customer, choices: PICKUP, chosenGiftId: null }),
    ).rejects.toMatchObject({ kind: "unauthorized" });
  });
});
