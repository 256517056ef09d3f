// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";

import { DetailsForm } from "#app/routes/kosik_.dodaci-udaje/details-form.tsx";
import { renderRoute } from "#app/testing/render-route.tsx";
import type { CheckoutAccount } from "#bff/pages/checkout-details.ts";

const OPTIONS = {
  addressRequired: true,
  customOrderNumber: false,
  guest: false,
  countries: [
    { code: "CZE", name: "Česko" },
    { code: "SVK", name: "Slovensko" },
  ],
};

const ACCOUNT: CheckoutAccount = {
  prefill: { email: "jana@example.cz", fullName: "Jana Nováková", phone: "+420 601 234 567" },
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
      id: 9,
      type: "delivery",
      name: "Marie Malá",
      companyName: null,
      street: "Hlavní 3",
      city: "Bratislava",
      postcode: "811 01",
      countryCode: "SVK",
      phone: null,
    },
  ],
};

describe("saved addresses with JavaScript", () => {
  test("picking one fills the fields in place, with no button to press", async () => {
    await renderRoute(<DetailsForm options={OPTIONS} orderKey="key-1" account={ACCOUNT} />, {
      path: "/kosik/dodaci-udaje",
    });
    const saved = screen.getByRole("group", { name: "Uložené dodací adresy" });
    expect(within(saved).queryByRole("button", { name: "Použít adresu" })).toBeNull();
    const delivery = screen.getByRole("group", { name: "Dodací adresa" });
    // Typing an address of its own offers to save it.
    await userEvent.type(within(delivery).getByRole("textbox", { name: "Město" }), "Ostrava");
    expect(screen.getByRole("checkbox", { name: "Uložit adresu do mého účtu" })).toBeTruthy();

    await userEvent.click(within(saved).getByRole("radio", { name: /Husova 5/ }));
    await waitFor(() =>
      expect(within(delivery).getByRole("textbox", { name: "Ulice" })).toHaveProperty(
        "value",
        "Husova",
      ),
    );
    expect(within(delivery).getByRole("textbox", { name: "Číslo popisné" })).toHaveProperty(
      "value",
      "5",
    );
    expect(within(delivery).getByRole("textbox", { name: "Město" })).toHaveProperty(
      "value",
      "Brno",
    );
    // The address is in the book already.
    await waitFor(() =>
      expect(screen.queryByRole("checkbox", { name: "Uložit adresu do mého účtu" })).toBeNull(),
    );

    await userEvent.click(within(saved).getByRole("radio", { name: /Hlavní 3/ }));
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: /Jméno a příjmení příjemce/ })).toHaveProperty(
        "value",
        "Marie Malá",
      ),
    );
    expect(within(delivery).getByRole("combobox", { name: "Země" })).toHaveProperty("value", "SVK");
  });
});
