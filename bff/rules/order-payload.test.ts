import { describe, expect, it } from "vitest";

import {
  checkoutModes,
  isRegistrationActive,
  joinStreet,
  splitStreet,
  shapeOrderPayload,
  type CheckoutDetails,
} from "./order-payload.ts";

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

const BRANCH = { street: "Vodičkova 12", city: "Praha", postcode: "110 00", country_code: "CZE" };
const SHOP = {
  street: "Vinohradská 1234/56",
  city: "Praha 2",
  postcode: "120 00",
  country_code: "CZE",
};
const HOME = { street: "Husova 5", city: "Brno", postcode: "602 00", country_code: "CZE" };

function shape(
  details: Partial<CheckoutDetails> = {},
  overrides: Partial<Parameters<typeof shapeOrderPayload>[0]> = {},
) {
  return shapeOrderPayload({
    details: { ...DETAILS, ...details },
    choices: { shipperId: 4, paymentId: 2, branchId: null, deliveryTimeId: null },
    shipperRequiresAddress: true,
    branchAddress: null,
    shopAddress: SHOP,
    settings: { customOrderNumber: false, businessShippingName: false },
    giftIds: [],
    utm: {},
    guest: true,
    ...overrides,
  });
}

describe("the customer and the choices", () => {
  it("sends the name split in two, the contact, the choices and terms accepted", () => {
    const payload = shape(
      {},
      {
        choices: {
          shipperId: 5,
          paymentId: 1,
          branchId: null,
          deliveryTimeId: "5-2025-01-16-17:00",
        },
        giftIds: [1],
        utm: { utm_source: "newsletter" },
      },
    );
    expect(payload).toMatchObject({
      name: "Jana Nováková",
      firstName: "Jana",
      lastName: "Nováková",
      email: "jana@example.cz",
      phone: "+420 601 234 567",
      shipper_id: 5,
      payment_id: 1,
      branch_id: null,
      delivery_time_id: "5-2025-01-16-17:00",
      terms: true,
      order_gifts: [1],
      utm: { utm_source: "newsletter" },
      custom: { dateOfBirth: "1990-05-01" },
    });
  });

  it("sends the notes, the formal title, the card request and each consent", () => {
    const payload = shape({
      note: "Prosím diskrétní balení",
      note_for_shipper: "Zvonit dvakrát",
      formalTitle: "Mrs",
      cardRequest: true,
      satisfactionSurvey: true,
      purchaseRating: false,
      magazine: true,
      newsletter: true,
      smsMarketing: true,
    });
    expect(payload).toMatchObject({
      comment: "Prosím diskrétní balení",
      shipper_comment: "Zvonit dvakrát",
      custom: { formalTitle: "Mrs" },
      cardRequest: true,
      heureka_allow: true,
      zbozicz_allow: false,
      magazine: true,
      newsletter: true,
      phone_notification: true,
    });
  });

  it("leaves utm out when there is none", () => {
    expect(shape().utm).toBeUndefined();
  });

  it("sends the customer's own order number only when the shop takes one", () => {
    expect(shape({ customOrderNumber: "PO-77" }).custom?.custom_order_number).toBeUndefined();
    const enabled = shape(
      { customOrderNumber: "PO-77" },
      { settings: { customOrderNumber: true, businessShippingName: false } },
    );
    expect(enabled.custom).toMatchObject({ custom_order_number: "PO-77" });
  });
});

describe("shipping name, business name and phone", () => {
  it("falls back to the customer's name when the shipping name is blank", () => {
    expect(shape({ shipToShippingAddress: true, shippingName: "  " }).shipping?.name).toBe(
      "Jana Nováková",
    );
    expect(shape().shipping?.name).toBe("Jana Nováková");
  });

  it("uses the recipient's name when shipping to another person", () => {
    expect(shape({ shippingName: "Petr Novák" }).shipping?.name).toBe("Petr Novák");
  });

  it("sends the shipping business name only when filled", () => {
    expect(shape({ shipToShippingAddress: true }).shipping?.business_name).toBeUndefined();
    expect(shape({ shippingBusinessName: "Kancelář s.r.o." }).shipping?.business_name).toBe(
      "Kancelář s.r.o.",
    );
  });

  it("skips it for a business customer unless the shop allows it", () => {
    const business = { companyName: "Dvořák a partneři s.r.o.", tin: "27074358" };
    const refused = shape({ ...business, shippingBusinessName: "Sklad Brno" });
    expect(refused.shipping?.business_name).toBeUndefined();
    const allowed = shape(
      { ...business, shippingBusinessName: "Sklad Brno" },
      { settings: { customOrderNumber: false, businessShippingName: true } },
    );
    expect(allowed.shipping?.business_name).toBe("Sklad Brno");
  });

  it("sends the shipping phone only when shipping to another address and filled", () => {
    expect(shape({ shippingPhone: "+420 777 000 111" }).shipping?.phone).toBe("+420 777 000 111");
    expect(
      shape({ shipToShippingAddress: true, shippingPhone: "" }).shipping?.phone,
    ).toBeUndefined();
    expect(shape().shipping?.phone).toBeUndefined();
  });
});

describe("a shipper that needs no address", () => {
  it("ships to the branch and drops the shipping business name and phone", () => {
    const payload = shape(
      { shippingBusinessName: "Kancelář s.r.o.", shippingPhone: "+420 777 000 111" },
      {
        shipperRequiresAddress: false,
        branchAddress: BRANCH,
        choices: { shipperId: 2, paymentId: 2, branchId: 100, deliveryTimeId: null },
      },
    );
    expect(payload.shipping).toEqual({ name: "Jana Nováková", address: BRANCH });
    expect(payload.branch_id).toBe(100);
  });

  it("ships to the shop's own address without a branch", () => {
    const payload = shape({}, { shipperRequiresAddress: false, branchAddress: null });
    expect(payload.shipping?.address).toEqual(SHOP);
  });

  it("cannot ship to the shop when the store names no shop address", () => {
    expect(() => shape({}, { shipperRequiresAddress: false, shopAddress: null })).toThrow();
  });
});

describe("billing", () => {
  it("takes the shipping address and sends no business with billing info off", () => {
    const payload = shape();
    expect(payload.billing_address).toEqual(HOME);
    expect(payload.shipping?.address).toEqual(HOME);
    expect(payload.business).toBeNull();
  });

  it("takes the branch address with billing info off and a pickup shipper", () => {
    const payload = shape({}, { shipperRequiresAddress: false, branchAddress: BRANCH });
    expect(payload.billing_address).toEqual(BRANCH);
  });

  it("sends a billing address of its own when one is filled", () => {
    const payload = shape({
      billingStreet: "Na Příkopě",
      billingHouseNumber: "10",
      billingCity: "Praha 1",
      billingPostcode: "110 00",
      billingCountry: "CZE",
    });
    expect(payload.billing_address).toEqual({
      street: "Na Příkopě 10",
      city: "Praha 1",
      postcode: "110 00",
      country_code: "CZE",
    });
    expect(payload.shipping?.address).toEqual(HOME);
  });

  it("sends the business with its IČO, DIČ and Slovak IČ DPH", () => {
    const payload = shape({
      companyName: "Dvořák a partneři s.r.o.",
      tin: "27074358",
      vatin: "CZ27074358",
      vatinsvk: "SK2020123456",
    });
    expect(payload.business).toEqual({
      business_name: "Dvořák a partneři s.r.o.",
      TIN: "27074358",
      VATIN: "CZ27074358",
    });
    expect(payload.custom).toMatchObject({
      companyName: "Dvořák a partneři s.r.o.",
      ICDPH: "SK2020123456",
    });
    expect(payload.billing_address).toEqual(HOME);
  });
});

describe("registration", () => {
  it("registers a guest who typed the password twice alike", () => {
    const payload = shape({
      isRegistration: true,
      password: "Heslo123!",
      passwordConfirmation: "Heslo123!",
    });
    expect(payload).toMatchObject({
      registration: true,
      password: "Heslo123!",
      password_confirmation: "Heslo123!",
    });
  });

  it("sends the activation page for the store's mailed link, as a registration of its own", () => {
    const activationUrl = "https://shop.test/sk/aktivovat";
    const registering = shape(
      { isRegistration: true, password: "Heslo123!", passwordConfirmation: "Heslo123!" },
      { activationUrl },
    );
    expect(registering.callbackUrl).toBe(activationUrl);
    expect(shape({}, { activationUrl }).callbackUrl).toBeUndefined();
  });

  it("does not register without the flag, with differing passwords or when logged in", () => {
    expect(
      shape({ password: "Heslo123!", passwordConfirmation: "Heslo123!" }).registration,
    ).toBeUndefined();
    expect(
      isRegistrationActive({ isRegistration: true, password: "a", passwordConfirmation: "b" }),
    ).toBe(false);
    const loggedIn = shape(
      { isRegistration: true, password: "Heslo123!", passwordConfirmation: "Heslo123!" },
      { guest: false },
    );
    expect(loggedIn.registration).toBeUndefined();
    expect(loggedIn.password).toBeUndefined();
  });
});

describe("modes", () => {
  it("switch on when any of their fields is filled, or by their box", () => {
    expect(checkoutModes({})).toEqual({
      business: false,
      differentAddress: false,
      billingInfo: false,
      shipToShippingAddress: false,
    });
    expect(checkoutModes({ vatin: "CZ27074358" })).toMatchObject({
      business: true,
      billingInfo: true,
    });
    expect(checkoutModes({ billingCity: "Praha" })).toMatchObject({
      differentAddress: true,
      billingInfo: true,
    });
    expect(checkoutModes({ isBusiness: true }).business).toBe(true);
    expect(checkoutModes({ shippingName: "  " }).shipToShippingAddress).toBe(false);
  });

  it("joins street and house number into one line", () => {
    expect(joinStreet("Husova", "5")).toBe("Husova 5");
    expect(joinStreet("Husova", undefined)).toBe("Husova");
  });

  it("splits a one-line address into street and house number", () => {
    expect(splitStreet("Na Příkopě 10/12a")).toEqual({
      street: "Na Příkopě",
      houseNumber: "10/12a",
    });
    expect(splitStreet("28. října 7")).toEqual({ street: "28. října", houseNumber: "7" });
    expect(splitStreet("Lhota")).toEqual({ street: "Lhota", houseNumber: "" });
  });
});
