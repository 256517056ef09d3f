import { afterEach, describe, expect, test, vi } from "vitest";

import { BODY, MASSAGE_OIL } from "#bff/mocks/fixtures.ts";

import { toProductCard } from "./product-card.ts";

const withPrices = (attributes: { recommended_price?: number; lowest_price_30_days?: number }) => ({
  ...MASSAGE_OIL,
  variants: MASSAGE_OIL.variants.map((variant) => ({
    ...variant,
    prices: { ...variant.prices, attributes },
  })),
});

describe("product box rules", () => {
  test("a discount shows the minus-percent badge and the lowest price of the last 30 days", () => {
    const card = toProductCard(withPrices({ lowest_price_30_days: 1190 }));
    expect(card).toMatchObject({ price: 1234.5, originalPrice: 1490, discountPercent: 17 });
    expect(card.lowestPrice30Days).toBe(1190);
  });

  test("without a discount there is no badge and no 30-day figure", () => {
    const card = toProductCard(BODY);
    expect(card).toMatchObject({
      originalPrice: null,
      discountPercent: null,
      lowestPrice30Days: null,
    });
  });

  test("a box links to the product's slug in the shopper's language", () => {
    const localised = {
      ...MASSAGE_OIL,
      slug: "masazni-olej",
      canonical_slugs: [
        { lang: "cs", slug: "masazni-olej" },
        { lang: "de", slug: "massageol-1007" },
      ],
    };
    expect(toProductCard(localised, { locale: "de" }).slug).toBe("massageol-1007");
    // A language without a slug of its own keeps the product's.
    expect(toProductCard(localised, { locale: "sk" }).slug).toBe("masazni-olej");
    expect(toProductCard(localised).slug).toBe("masazni-olej");
  });

  test("the recommended price is shown only above the price", () => {
    expect(toProductCard(withPrices({ recommended_price: 1500 })).recommendedPrice).toBe(1500);
    expect(toProductCard(withPrices({ recommended_price: 1000 })).recommendedPrice).toBeNull();
  });

  test("the free-delivery tag appears above the free-shipping threshold, when switched on", () => {
    expect(toProductCard(MASSAGE_OIL, { freeDeliveryFrom: 1000 }).freeDelivery).toBe(true);
    expect(toProductCard(MASSAGE_OIL, { freeDeliveryFrom: 1234.5 }).freeDelivery).toBe(false);
    expect(toProductCard(MASSAGE_OIL, { freeDeliveryFrom: null }).freeDelivery).toBe(false);
  });

  test("the box adds a single available variant; several variants are chosen on the product page", () => {
    expect(toProductCard(MASSAGE_OIL).addVariantId).toBe(1011);
    expect(toProductCard(BODY).addVariantId).toBeNull();
    const soldOut = {
      ...MASSAGE_OIL,
      variants: MASSAGE_OIL.variants.map((variant) => ({
        ...variant,
        availability: { ...variant.availability, isAvailable: false },
      })),
    };
    expect(toProductCard(soldOut).addVariantId).toBeNull();
  });

  test("rating 0-100 becomes five stars; only tags visible in the catalogue are shown", () => {
    const card = toProductCard({
      ...MASSAGE_OIL,
      rating: 90,
      tags: [
        {
          code: "novinka",
          text: "Novinka",
          color: "#27AE60",
          visibility: { catalog: true, content: true },
        },
        {
          code: "interni",
          text: "Interní",
          color: "red",
          visibility: { catalog: false, content: true },
        },
      ],
    });
    expect(card.stars).toBe(4.5);
    expect(card.tags).toEqual([{ code: "novinka", text: "Novinka", colour: "27ae60" }]);
  });

  test("the picture is one address at the box's 270 x 270; a thumbnail's at its own box", () => {
    expect(toProductCard(MASSAGE_OIL).image).toMatch(
      /\/image\/w270h270\/products\/masazni-olej-vanilka\.svg$/,
    );
    expect(toProductCard(MASSAGE_OIL, { imageSize: { width: 56, height: 56 } }).image).toMatch(
      /\/image\/w56h56\//,
    );
  });

  test("the hover image comes from the CMS's product_box_hover_image", () => {
    const card = toProductCard({
      ...MASSAGE_OIL,
      content: { product_box_hover_image: { fileKey: "products/olej-detail" } },
    });
    expect(card.hoverImage).toMatch(/\/image\/w270h270\/products\/olej-detail$/);
  });
});

describe("a box's variants for bulk entry", () => {
  afterEach(() => vi.unstubAllEnvs());

  async function cardWith(features: string, signedIn: boolean) {
    vi.stubEnv("SHOP_FEATURES", features);
    vi.resetModules();
    const fresh = await import("./product-card.ts");
    return fresh.toProductCard(MASSAGE_OIL, { signedIn });
  }

  test("a logged-in shopper of a shop with bulk entry gets every variant", async () => {
    const card = await cardWith("favourites,bulkOrder", true);
    expect(card.variants.map((variant) => variant.id)).toEqual(
      MASSAGE_OIL.variants.map((variant) => variant.id),
    );
  });

  test("a guest, who cannot be a business buyer, gets none in the page's data", async () => {
    expect((await cardWith("favourites,bulkOrder", false)).variants).toEqual([]);
    expect((await cardWith("favourites", true)).variants).toEqual([]);
  });
});
