// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";

import { ProductPrices } from "#app/components/product/product-prices.tsx";
import { renderRoute } from "#app/testing/render-route.tsx";
import { CZK } from "#bff/mocks/fixtures.ts";
import type { ProductPage } from "#bff/pages/product-page.ts";

const VARIANT: ProductPage["variant"] = {
  id: 10071,
  name: "Stimulátor klitorisu Petal",
  marketingCode: null,
  ean: null,
  price: 990,
  priceWithoutTax: 818.18,
  originalPrice: null,
  discountPercentage: null,
  lowestPrice30Days: null,
  recommendedPrice: null,
  currencyCode: "CZK",
  quantityPrices: [],
  nPlusOne: { buy: 2, free: 1 },
};

function renderPrices(variant: ProductPage["variant"], locale: "cs" | "de" = "cs") {
  return renderRoute(<ProductPrices product={{ variant, freeDelivery: false, unit: "ks" }} />, {
    locale,
    rootData: { locale, frame: { currency: CZK, outage: { store: false, cms: false } } },
  });
}

describe("the product page's N+1 offer", () => {
  test("says beside the price what it takes and that the cart subtracts it", async () => {
    await renderPrices(VARIANT);
    expect(screen.getByText("2 + 1 zdarma")).toBeTruthy();
    expect(
      screen.getByText("Koupíte-li 3 ks, zaplatíte jen 2. Sleva se odečte v košíku.", {
        exact: false,
      }),
    ).toBeTruthy();
  });

  test("in German with the unit in German", async () => {
    await renderPrices(VARIANT, "de");
    expect(screen.getByText("2 + 1 gratis")).toBeTruthy();
    expect(screen.getByText(/Beim Kauf von 3 Stk\. zahlen Sie nur 2\./)).toBeTruthy();
  });

  test("a variant without the offer says nothing of it", async () => {
    await renderPrices({ ...VARIANT, nPlusOne: null });
    expect(screen.queryByText(/zdarma/)).toBeNull();
  });
});
