// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, test } from "vitest";

import { AddressForm } from "#app/components/account/address-form.tsx";
import { renderAsServer } from "#app/testing/render-as-server.tsx";
import { renderRoute } from "#app/testing/render-route.tsx";

const COUNTRIES = [
  { code: "CZE", name: "Česko" },
  { code: "SVK", name: "Slovensko" },
  { code: "DEU", name: "Německo" },
];
const NEW = { type: "delivery", countryCode: "CZE" };

function regionGroups(select: HTMLElement): Array<string> {
  return [...select.querySelectorAll("optgroup")].map((group) => group.label);
}

describe("the address form", () => {
  test("without JavaScript offers every country's regions, grouped by country", async () => {
    const page = await renderAsServer(<AddressForm countries={COUNTRIES} defaultValue={NEW} />, {
      url: "http://localhost/uzivatel/adresy/nova",
    });
    const region = page.getByLabelText(/Kraj/);
    expect(regionGroups(region)).toEqual(["Česko", "Slovensko"]);
    expect(region.querySelectorAll("option")).toHaveLength(1 + 14 + 8);
    expect(page.getByRole("radio", { name: "Doručovací" })).toHaveProperty("checked", true);
    expect(page.getByRole("button", { name: "Uložit adresu" }).closest("form")?.noValidate).toBe(
      true,
    );
  });

  test("with JavaScript offers the chosen country's regions only, none for a country without", async () => {
    await renderRoute(<AddressForm countries={COUNTRIES} defaultValue={NEW} />, {
      path: "/uzivatel/adresy/nova",
    });
    const user = userEvent.setup();
    expect(regionGroups(await screen.findByLabelText(/Kraj/))).toEqual(["Česko"]);

    await user.selectOptions(screen.getByLabelText("Stát"), "SVK");
    const slovak = await screen.findByLabelText(/Kraj/);
    expect(regionGroups(slovak)).toEqual(["Slovensko"]);
    expect(within(slovak).getByRole("option", { name: "Košický kraj" })).toBeDefined();

    await user.selectOptions(screen.getByLabelText("Stát"), "DEU");
    expect(screen.queryByLabelText(/Kraj/)).toBeNull();
  });

  test("a saved address starts with its own values, region included", async () => {
    const page = await renderAsServer(
      <AddressForm
        countries={COUNTRIES}
        defaultValue={{
          type: "billing",
          name: "Jana Nováková",
          street: "Husova 5",
          city: "Brno",
          postcode: "602 00",
          countryCode: "CZE",
          region: "Jihomoravský kraj",
        }}
      />,
      { url: "http://localhost/uzivatel/adresy/7" },
    );
    expect(page.getByRole("radio", { name: "Fakturační" })).toHaveProperty("checked", true);
    expect(page.getByLabelText(/Kraj/)).toHaveProperty("value", "Jihomoravský kraj");
    expect(page.getByLabelText("Ulice a číslo popisné")).toHaveProperty("value", "Husova 5");
  });
});
