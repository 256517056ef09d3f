// @vitest-environment jsdom
import { within } from "@testing-library/react";
import { describe, expect, test } from "vitest";

import { VariantPicker } from "#app/components/product/variant-picker.tsx";
import { renderAsServer } from "#app/testing/render-as-server.tsx";
import type { ProductPage } from "#bff/pages/product-page.ts";

const PRODUCT_URL = "http://localhost/produkt/vibrator-velvet-classic";

const COLOURS: ProductPage["variantDimensions"] = [
  {
    id: 7,
    title: "Barva",
    values: [
      {
        id: 71,
        title: "Růžová",
        colour: "e58fb0",
        variantId: 10011,
        isSelected: true,
        isAvailable: true,
      },
      {
        id: 72,
        title: "Fialová",
        colour: "9b6fd1",
        variantId: 10012,
        isSelected: false,
        isAvailable: true,
      },
      {
        id: 73,
        title: "Černá",
        colour: "1d1a22",
        variantId: 10013,
        isSelected: false,
        isAvailable: false,
      },
    ],
  },
];

/** The colours as the server sends them (what a shopper without JavaScript gets). */
async function renderColours() {
  const page = await renderAsServer(
    <VariantPicker variants={{ shown: [], hidden: [] }} dimensions={COLOURS} activeId={10011} />,
    { url: PRODUCT_URL },
  );
  return within(page.getByRole("navigation", { name: "Barva" }));
}

describe("variant picker: colours", () => {
  test("each colour is a link named by the colour, which chooses its variant by the URL", async () => {
    const colours = await renderColours();
    expect(colours.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Růžová",
      "Fialová",
      "Černá (vyprodáno)",
    ]);
    expect(colours.getByRole("link", { name: "Fialová" }).getAttribute("href")).toBe(
      "/produkt/vibrator-velvet-classic?variant_id=10012",
    );
  });

  test("the colour shown is the current one, and only that one", async () => {
    const colours = await renderColours();
    const current = colours.getAllByRole("link", { current: true });
    expect(current.map((link) => link.textContent)).toEqual(["Růžová"]);
    expect(colours.getByRole("link", { name: "Fialová" }).hasAttribute("aria-current")).toBe(false);
  });

  test("a sold-out colour says so in its name and can still be chosen", async () => {
    const colours = await renderColours();
    const soldOut = colours.getByRole("link", { name: "Černá (vyprodáno)" });
    expect(soldOut.getAttribute("href")).toBe("/produkt/vibrator-velvet-classic?variant_id=10013");
    expect(colours.queryByRole("link", { name: "Černá" })).toBeNull();
  });
});
