// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";

import { ProductCard } from "#app/components/product/product-card.tsx";
import { ProductJsonLd } from "#app/components/product/product-json-ld.tsx";
import { ProductPrices } from "#app/components/product/product-prices.tsx";
import { renderRoute } from "#app/testing/render-route.tsx";
import type { Locale } from "#app/testing/texts.ts";
import { CZK } from "#bff/mocks/fixtures.ts";
import type { ProductCard as ProductCardData } from "#bff/pages/product-card.ts";
import type { ProductPage } from "#bff/pages/product-page.ts";

const CARD: ProductCardData = {
  id: 1001,
  name: "Vibrátor Lumi",
  slug: "vibrator-lumi",
  image: null,
  hoverImage: null,
  perex: null,
  stars: null,
  tags: [],
  price: 1290,
  priceWithoutTax: 1066.12,
  priceLayout: "medium",
  originalPrice: 1590,
  discountPercent: 18,
  lowestPrice30Days: 1290,
  recommendedPrice: null,
  freeDelivery: false,
  isAvailable: true,
  availabilityText: "Skladem",
  variantId: 1011,
  variants: [{ id: 1011, name: "Růžová", fullName: "Vibrátor Lumi Růžová", isAvailable: true }],
  addVariantId: 1011,
  amountMin: 1,
};

const VARIANT: ProductPage["variant"] = {
  id: 1011,
  name: "Růžová",
  marketingCode: null,
  ean: null,
  price: 1290,
  priceWithoutTax: 1066.12,
  originalPrice: null,
  discountPercentage: null,
  lowestPrice30Days: null,
  recommendedPrice: null,
  currencyCode: "CZK",
  quantityPrices: [{ amountFrom: 5, unitWithTax: 1190 }],
  nPlusOne: { buy: 2, free: 1 },
};

function rootData(store: boolean, locale: Locale = "cs") {
  return {
    locale,
    origin: "http://shop.test",
    frame: { currency: CZK, outage: { store, cms: false } },
  };
}

describe("a product box while the store is down", () => {
  test("says the price is not available and offers a switched-off button, no old price or badge", async () => {
    await renderRoute(<ProductCard product={CARD} />, { rootData: rootData(true) });
    const box = screen.getByRole("article");
    expect(within(box).getByText("Cena není k dispozici")).toBeTruthy();
    expect(within(box).queryByText(/Kč/)).toBeNull();
    expect(within(box).queryByText("−18 %")).toBeNull();
    const button = within(box).getByRole("button", { name: /^Do košíku/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute("aria-describedby")).toBe("store-outage-notice");
  });

  test("with the store up, the same box shows its prices and a working button", async () => {
    await renderRoute(<ProductCard product={CARD} />, { rootData: rootData(false) });
    expect(screen.queryByText("Cena není k dispozici")).toBeNull();
    expect(screen.getByText("1 290,00 Kč", { selector: ".price-current" })).toBeTruthy();
    const button = screen.getByRole("button", { name: /^Do košíku/ });
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });
});

describe("the product page's prices while the store is down", () => {
  test("no amount at all, quantity prices included, in the page's language", async () => {
    await renderRoute(
      <ProductPrices product={{ variant: VARIANT, freeDelivery: true, unit: "ks" }} />,
      {
        locale: "sk",
        rootData: rootData(true, "sk"),
      },
    );
    expect(screen.getByText("Cena nie je k dispozícii")).toBeTruthy();
    expect(screen.queryByText(/€|Kč/)).toBeNull();
    // Nor an offer the store cannot confirm either.
    expect(screen.queryByText(/zadarmo/)).toBeNull();
  });
});

describe("the product's structured data while the store is down", () => {
  const product = {
    name: "Vibrátor Lumi",
    slug: "vibrator-lumi",
    perex: null,
    gallery: [],
    variant: VARIANT,
    isAvailable: true,
    priceValidUntil: "2026-11-28",
    brand: null,
    stars: null,
  };
  /** The page's JSON-LD as the document carries it. */
  async function structuredData(store: boolean): Promise<Record<string, unknown>> {
    const { container } = await renderRoute(<ProductJsonLd product={product} reviewCount={0} />, {
      rootData: rootData(store),
    });
    const script = container.querySelector('script[type="application/ld+json"]');
    return JSON.parse(script?.textContent ?? "{}") as Record<string, unknown>;
  }

  test("names the product but offers no price, as the page states none", async () => {
    const data = await structuredData(true);
    expect(data.name).toBe("Vibrátor Lumi");
    expect(data).not.toHaveProperty("offers");
  });

  test("with the store up, the offer with its price", async () => {
    expect(await structuredData(false)).toMatchObject({ offers: { price: "1290.00" } });
  });
});
