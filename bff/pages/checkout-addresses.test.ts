import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { testContext } from "#bff/mocks/context.ts";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";
import type { CheckoutDetails } from "#bff/rules/order-payload.ts";

import { orderAddressesToSave, saveOrderAddresses } from "./checkout-addresses.ts";

setUpMockUpstreams();

const DETAILS: CheckoutDetails = {
  email: "jana@example.cz",
  fullName: "Jana Nováková",
  phone: "+420 601 234 567",
  dateOfBirth: "1990-05-01",
  street: "Husova",
  houseNumber: "5",
  city: "Brno",
  postcode: "602 00",
  country: "CZE",
  billingCountry: "CZE",
};

const BILLING = {
  differentAddress: true,
  billingStreet: "Vodičkova",
  billingHouseNumber: "12",
  billingCity: "Praha",
  billingPostcode: "110 00",
};

describe("the addresses an order saves", () => {
  test("the delivery address is named for its recipient when the parcel goes to someone else", () => {
    const [delivery] = orderAddressesToSave(
      {
        ...DETAILS,
        shipToShippingAddress: true,
        shippingName: "Marie Malá",
        shippingBusinessName: "Pekárna Malá",
        shippingPhone: "+420 777 111 222",
      },
      true,
    );
    expect(delivery).toEqual({
      type: "delivery",
      name: "Marie Malá",
      companyName: "Pekárna Malá",
      street: "Husova 5",
      city: "Brno",
      postcode: "602 00",
      countryCode: "CZE",
      region: null,
      phone: "+420 777 111 222",
    });
  });

  test("a billing address goes only when it is one of its own, with the company", () => {
    expect(orderAddressesToSave(DETAILS, true).map((address) => address.type)).toEqual([
      "delivery",
    ]);
    const sameTwice = {
      ...DETAILS,
      ...BILLING,
      billingStreet: "Husova",
      billingHouseNumber: "5",
      billingCity: "Brno",
      billingPostcode: "60200",
    };
    expect(orderAddressesToSave(sameTwice, true)).toHaveLength(1);
    const business = {
      ...DETAILS,
      ...BILLING,
      isBusiness: true,
      companyName: "Firma s.r.o.",
      tin: "27074358",
    };
    expect(orderAddressesToSave(business, true)[1]).toMatchObject({
      type: "billing",
      name: "Jana Nováková",
      companyName: "Firma s.r.o.",
      street: "Vodičkova 12",
    });
  });

  test("a pickup saves no delivery address: the branch is the shipper's", () => {
    expect(orderAddressesToSave(DETAILS, false)).toEqual([]);
    expect(orderAddressesToSave({ ...DETAILS, ...BILLING }, false)).toMatchObject([
      { type: "billing" },
    ]);
  });

  test("a store that cannot list the book answers false, never throws", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/user/addresses"), () => HttpResponse.json({}, { status: 503 })),
    );
    await expect(
      saveOrderAddresses({
        ctx: testContext({ authToken: "customer-token-1" }),
        details: DETAILS,
        deliversToAddress: true,
      }),
    ).resolves.toBe(false);
  });
});
