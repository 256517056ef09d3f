// @vitest-environment jsdom
import { within } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, test } from "vitest";

import { DetailsForm } from "#app/routes/kosik_.dodaci-udaje/details-form.tsx";
import { DetailsSummary } from "#app/routes/kosik_.dodaci-udaje/details-summary.tsx";
import { renderAsServer } from "#app/testing/render-as-server.tsx";
import type { CartPage } from "#bff/pages/cart-page.ts";
import type { CheckoutAccount } from "#bff/pages/checkout-details.ts";

/** As the server sends it, before any JavaScript. */
const render = (element: ReactNode) =>
  renderAsServer(element, { url: "http://localhost/kosik/dodaci-udaje" });

const COUNTRIES = [
  { code: "CZE", name: "Česko" },
  { code: "SVK", name: "Slovensko" },
];
const COURIER = {
  addressRequired: true,
  customOrderNumber: false,
  guest: true,
  countries: COUNTRIES,
};

describe("the details form", () => {
  test("shows every section open without JavaScript, with the key and the order button", async () => {
    const page = await render(<DetailsForm options={COURIER} orderKey="key-1" />);
    const form = page.getByRole("button", { name: "Objednat s povinností platby" }).closest("form");
    if (!form) throw new Error("the order button is not in a form");
    const key = form.querySelector('input[type="hidden"][name="orderKey"]');
    expect(key instanceof HTMLInputElement && key.value).toBe("key-1");
    // The server checks everything: the browser's own validation would stop a shopper
    // without JavaScript before the Czech messages.
    expect(form.noValidate).toBe(true);
    for (const name of ["Kontaktní údaje", "Dodací adresa"]) {
      expect(page.getByRole("group", { name })).toBeTruthy();
    }
    for (const name of [
      "Nakupuji na firmu",
      "Fakturační adresa je jiná než dodací",
      "Zásilku převezme jiná osoba nebo firma",
      "Chci si zároveň vytvořit účet",
    ]) {
      expect(page.getAllByText(name).length).toBeGreaterThan(0);
    }
    expect(page.getByRole("button", { name: "Načíst z ARES" })).toBeTruthy();
    expect(page.getByRole("checkbox", { name: /Souhlasím s obchodními podmínkami/ })).toBeTruthy();
    expect(form.querySelectorAll("fieldset[hidden]")).toHaveLength(0);
  });

  test("a pickup asks for no delivery address; a customer is not offered registration", async () => {
    const page = await render(
      <DetailsForm
        options={{
          addressRequired: false,
          customOrderNumber: true,
          guest: false,
          countries: COUNTRIES,
        }}
        orderKey="key-1"
      />,
    );
    expect(page.queryByRole("group", { name: "Dodací adresa" })).toBeNull();
    expect(page.getByText(/dodací adresu proto nepotřebujeme/)).toBeTruthy();
    expect(page.queryByText(/vytvořit účet/)).toBeNull();
    expect(page.getByLabelText(/Vaše číslo objednávky/)).toBeTruthy();
  });

  test("shows the server's messages by their fields and the order's at the top, input kept", async () => {
    const page = await render(
      <DetailsForm
        options={COURIER}
        orderKey="key-1"
        actionData={{
          result: {
            status: "error",
            initialValue: { email: "jana@", dateOfBirth: "2015-03-01" },
            error: {
              email: ["checkout.details.errors.email"],
              dateOfBirth: ["checkout.details.errors.underage"],
              "": ["checkout.details.errors.minimumOrder"],
            },
          },
          values: { remainingPrice: "179,50\u00a0Kč" },
        }}
      />,
    );
    const email = page.getByRole("textbox", { name: /E-mail/ });
    expect(email).toHaveProperty("value", "jana@");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(page.getByText("E-mail není ve správném formátu")).toBeTruthy();
    expect(page.getByText("Nákup je možný až od 18 let.", { exact: false })).toBeTruthy();
    expect(
      page.getByText("Do minimální výše ceny objednávky vám zbývá ještě 179,50 Kč", {
        exact: false,
      }),
    ).toBeTruthy();
  });
});

const ACCOUNT: CheckoutAccount = {
  prefill: {
    email: "jana.novakova@example.cz",
    fullName: "Jana Nováková",
    phone: "+420 601 234 567",
    isBusiness: "on",
    companyName: "Firma s.r.o.",
    tin: "27074358",
  },
  addressBook: true,
  addresses: [
    {
      id: 7,
      type: "delivery",
      name: "Jana Nováková",
      companyName: null,
      street: "Husova 5",
      city: "Brno",
      postcode: "602 00",
      countryCode: "CZE",
      phone: null,
    },
    {
      id: 8,
      type: "billing",
      name: "Firma s.r.o.",
      companyName: null,
      street: "Vodičkova 12",
      city: "Praha",
      postcode: "110 00",
      countryCode: "CZE",
      phone: null,
    },
  ],
};

const CUSTOMER = { ...COURIER, guest: false };

describe("the details form of a logged-in customer", () => {
  test("starts with the profile's details, the business section ticked", async () => {
    const page = await render(
      <DetailsForm options={CUSTOMER} orderKey="key-1" account={ACCOUNT} />,
    );
    expect(page.getByRole("textbox", { name: /E-mail/ })).toHaveProperty(
      "value",
      "jana.novakova@example.cz",
    );
    expect(page.getByRole("textbox", { name: "Jméno a příjmení" })).toHaveProperty(
      "value",
      "Jana Nováková",
    );
    expect(page.getByRole("checkbox", { name: "Nakupuji na firmu" })).toHaveProperty(
      "checked",
      true,
    );
    expect(page.getByRole("textbox", { name: "IČO" })).toHaveProperty("value", "27074358");
  });

  test("what the shopper sent wins over the profile", async () => {
    const page = await render(
      <DetailsForm
        options={CUSTOMER}
        orderKey="key-1"
        account={ACCOUNT}
        actionData={{
          result: { status: "error", initialValue: { email: "jiny@example.cz" }, error: {} },
        }}
      />,
    );
    expect(page.getByRole("textbox", { name: /E-mail/ })).toHaveProperty(
      "value",
      "jiny@example.cz",
    );
    expect(page.getByRole("textbox", { name: "Jméno a příjmení" })).toHaveProperty("value", "");
  });

  test("offers the saved addresses above their fields, each kind with its own button", async () => {
    const page = await render(
      <DetailsForm options={CUSTOMER} orderKey="key-1" account={ACCOUNT} />,
    );
    const delivery = page.getByRole("group", { name: "Uložené dodací adresy" });
    expect(
      within(delivery).getByRole("radio", { name: "Jana Nováková, Husova 5, 602 00 Brno" }),
    ).toBeTruthy();
    const use = within(delivery).getByRole("button", { name: "Použít adresu" });
    expect(use.getAttribute("value")).toBe("deliveryAddress");
    const billing = page.getByRole("group", { name: "Uložené fakturační adresy" });
    expect(
      within(billing).getByRole("radio", { name: "Firma s.r.o., Vodičkova 12, 110 00 Praha" }),
    ).toBeTruthy();
    expect(page.getByRole("checkbox", { name: "Uložit adresu do mého účtu" })).toBeTruthy();
  });

  test("no box to save an address the book has already", async () => {
    const page = await render(
      <DetailsForm
        options={CUSTOMER}
        orderKey="key-1"
        account={ACCOUNT}
        actionData={{
          result: {
            status: "success",
            initialValue: {
              deliveryAddressId: "7",
              street: "Husova",
              houseNumber: "5",
              city: "Brno",
              postcode: "602 00",
              country: "CZE",
            },
          },
        }}
      />,
    );
    expect(page.getByRole("radio", { name: /Husova 5/ })).toHaveProperty("checked", true);
    expect(page.queryByRole("checkbox", { name: "Uložit adresu do mého účtu" })).toBeNull();
  });

  test("nothing of the address book while the store keeps none", async () => {
    const page = await render(
      <DetailsForm
        options={CUSTOMER}
        orderKey="key-1"
        account={{ ...ACCOUNT, addressBook: false, addresses: [] }}
      />,
    );
    expect(page.queryByRole("group", { name: "Uložené dodací adresy" })).toBeNull();
    expect(page.queryByRole("checkbox", { name: "Uložit adresu do mého účtu" })).toBeNull();
  });
});

const CART: CartPage = {
  items: [
    {
      id: "item-1",
      name: "Masážní olej Vanilka",
      variantName: "200 ml",
      slug: "masazni-olej-vanilka",
      productId: 101,
      variantId: 1011,
      marketingCode: "MO-101-200",
      image: null,
      amount: 2,
      unit: "ks",
      limits: { min: 1, max: 9999, decimals: 0 },
      unitPrice: 249,
      unitPriceWithoutTax: 205.79,
      totalPrice: 498,
      totalPriceWithoutTax: 411.57,
      discount: null,
    },
  ],
  summary: {
    itemsWithTax: 498,
    discount: null,
    creditsWithTax: null,
    gifts: [],
    shipping: { name: "PPL", withTax: 119, free: false },
    payment: { name: "Dobírka", withTax: 39, free: false },
    roundingWithTax: null,
    totalWithTax: 656,
    totalWithoutTax: 542.14,
    final: true,
  },
  tokenExpired: false,
  removedItems: 0,
  coupon: null,
  credits: null,
  gifts: { choosable: [], chosenId: null, next: null },
  freeShippingRemaining: null,
  minimumOrderRemaining: null,
  shopping: { disabled: false, text: null },
  checkoutBlocked: false,
};

describe("the order summary beside the form", () => {
  test("shows back the delivery time slot chosen on the methods step", async () => {
    const page = await render(
      <DetailsSummary
        cart={CART}
        deliveryTime={{ date: "2025-12-03", from: "20:00", to: "22:00" }}
      />,
    );
    expect(page.getByText(/^Čas doručení:/).textContent).toBe(
      "Čas doručení: středa 3. 12., 20:00–22:00",
    );
  });

  test("a line reads what it is apart from what it costs", async () => {
    const page = await render(<DetailsSummary cart={CART} />);
    expect(page.getByRole("listitem").textContent).toBe(
      "2 ks × Masážní olej Vanilka (200 ml) 498,00\u00a0Kč",
    );
  });

  test("the total to pay includes the chosen shipping and payment, each one link from a change", async () => {
    const page = await render(<DetailsSummary cart={CART} />);
    const totals = page.getAllByRole("definition");
    expect(totals.map((value) => value.textContent)).toEqual([
      "498,00\u00a0Kč",
      "119,00\u00a0Kč",
      "39,00\u00a0Kč",
      "542,14\u00a0Kč",
      "656,00\u00a0Kč",
    ]);
    expect(page.getAllByRole("term").at(-1)?.textContent).toBe("Celkem k úhradě");
    expect(page.getByRole("link", { name: "Změnit dopravu" }).getAttribute("href")).toBe(
      "/kosik/doprava-a-platba",
    );
    expect(page.getByRole("link", { name: "Změnit platbu" })).toBeDefined();
    expect(page.queryByText("Cena dopravy a platby se připočte podle vaší volby.")).toBeNull();
  });
});
