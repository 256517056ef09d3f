import { describe, expect, test } from "vitest";

import {
  billingAddressFields,
  deliveryAddressFields,
  isSamePlace,
  isSaved,
  savedAddressLabel,
  typedBillingPlace,
  typedDeliveryPlace,
  type SavedAddress,
} from "./saved-addresses.ts";

const HUSOVA: SavedAddress = {
  id: 7,
  type: "delivery",
  name: "Eva Malá",
  companyName: null,
  street: "Husova 5",
  city: "Brno",
  postcode: "602 00",
  countryCode: "CZE",
  phone: null,
};
const BUYER = { fullName: "Eva Malá", phone: "+420 601 234 567" };

describe("one place", () => {
  test("case, spacing and the postcode's space make no difference", () => {
    expect(
      isSamePlace(HUSOVA, {
        street: "husova  5",
        city: "BRNO",
        postcode: "60200",
        countryCode: "CZE",
      }),
    ).toBe(true);
    expect(isSamePlace(HUSOVA, { ...HUSOVA, street: "Husova 7" })).toBe(false);
    expect(isSamePlace(HUSOVA, { ...HUSOVA, countryCode: "SVK" })).toBe(false);
  });

  test("the typed address is read as the store keeps it, and only when complete", () => {
    const typed = typedDeliveryPlace({
      street: "Husova",
      houseNumber: "5",
      city: "Brno",
      postcode: "602 00",
      country: "CZE",
    });
    expect(typed).toEqual({
      street: "Husova 5",
      city: "Brno",
      postcode: "602 00",
      countryCode: "CZE",
    });
    expect(typed && isSaved(typed, [HUSOVA])).toBe(true);
    expect(typedDeliveryPlace({ street: "Husova", city: "", country: "CZE" })).toBeNull();
    expect(
      typedBillingPlace({
        billingStreet: "Husova",
        billingHouseNumber: "5",
        billingCity: "Brno",
        billingPostcode: "60200",
        billingCountry: "CZE",
      }),
    ).toMatchObject({ street: "Husova 5" });
  });
});

describe("a saved address fills the form", () => {
  test("the buyer's own address: street and house number apart, no other recipient", () => {
    expect(deliveryAddressFields(HUSOVA, BUYER)).toEqual({
      street: "Husova",
      houseNumber: "5",
      city: "Brno",
      postcode: "602 00",
      country: "CZE",
      shippingName: "",
      shippingBusinessName: "",
      shippingPhone: "",
    });
  });

  test("somebody else's address names the recipient and opens their section", () => {
    const grandmother = {
      ...HUSOVA,
      name: "Marie Malá",
      companyName: "Pekárna Malá",
      phone: "+420 777 111 222",
    };
    expect(deliveryAddressFields(grandmother, BUYER)).toMatchObject({
      shippingName: "Marie Malá",
      shippingBusinessName: "Pekárna Malá",
      shippingPhone: "+420 777 111 222",
      shipToShippingAddress: "on",
    });
    // The buyer's own phone, written otherwise, is no other recipient's.
    expect(deliveryAddressFields({ ...HUSOVA, phone: "+420601234567" }, BUYER).shippingPhone).toBe(
      "",
    );
  });

  test("a billing address fills the billing fields and opens them", () => {
    expect(
      billingAddressFields({ ...HUSOVA, type: "billing", street: "Na Příkopě 10/12a" }),
    ).toEqual({
      billingStreet: "Na Příkopě",
      billingHouseNumber: "10/12a",
      billingCity: "Brno",
      billingPostcode: "602 00",
      billingCountry: "CZE",
      differentAddress: "on",
    });
  });

  test("reads as one line in the choice", () => {
    expect(savedAddressLabel(HUSOVA)).toBe("Eva Malá, Husova 5, 602 00 Brno");
    expect(savedAddressLabel({ ...HUSOVA, companyName: "Firma s.r.o." })).toBe(
      "Eva Malá, Firma s.r.o., Husova 5, 602 00 Brno",
    );
  });
});
