import { describe, expect, test } from "vitest";

import { testContext } from "#bff/mocks/context.ts";
import { connectToLiveSandbox } from "#bff/mocks/live-sandbox.ts";

import { getCatalogState, getRedirect } from "./catalog.ts";
import { getAllBrands, getCategoryDocument } from "./documents.ts";
import { lookupSlug } from "./slug-lookup.ts";

/** The catalogue state as the listings use it, against the live sandbox. */

connectToLiveSandbox();

const guest = testContext();

describe("catalogue state for listings", () => {
  test("a discounted variant carries the lowest price of the last 30 days", async () => {
    const state = await getCatalogState({
      ctx: guest,
      scope: { type: "category", slug: "vibratory", perPage: 100 },
    });
    const prices = state.products.entities.flatMap((product) =>
      product.variants.map((variant) => variant.prices),
    );
    const discounted = prices.filter((price) => price.inDiscount);
    expect(discounted.length).toBeGreaterThan(0);
    for (const price of discounted) {
      expect(price.attributes?.lowest_price_30_days).toBeTypeOf("number");
      expect(price.attributes?.lowest_price_30_days).toBeLessThanOrEqual(price.unitWithTax);
    }
    for (const price of prices.filter((entry) => !entry.inDiscount)) {
      expect(price.attributes?.lowest_price_30_days ?? null).toBeNull();
    }
  });

  test("a brand's listing holds only its products; an unknown brand is a 404", async () => {
    const [brand] = await getAllBrands({ ctx: guest });
    if (!brand) throw new Error("the sandbox has brands");
    const state = await getCatalogState({
      ctx: guest,
      scope: { type: "brand", slug: brand.slug, perPage: 100 },
    });
    expect(state.listing).toMatchObject({ type: "brand", slug: brand.slug, title: brand.title });
    expect(state.products.total).toBeGreaterThan(0);
    for (const product of state.products.entities) {
      const values = (product.content?.parameters ?? []).flatMap((parameter) => parameter.values);
      expect(values).toContain(brand._id);
    }
    await expect(
      getCatalogState({ ctx: guest, scope: { type: "brand", slug: "zadna-znacka" } }),
    ).rejects.toMatchObject({ kind: "not_found" });
  });

  test("the promotions are a virtual category of discounted products; /akce moved there", async () => {
    const { virtual: promotions } = await lookupSlug({
      ctx: guest,
      slug: "akce-a-slevy",
      listing: true,
    });
    if (!promotions) throw new Error("the sandbox has the promotions");
    const state = await getCatalogState({
      ctx: guest,
      scope: { type: "virtual_category", id: promotions._id, perPage: 100 },
    });
    expect(state.products.total).toBeGreaterThan(21);
    for (const product of state.products.entities) {
      expect(product.variants.some((variant) => variant.prices.inDiscount)).toBe(true);
    }
    expect(
      await getRedirect({
        ctx: guest,
        path: "/akce",
        route: "all",
        slug: "akce",
        type: "virtual_category",
      }),
    ).toBe("/akce-a-slevy");
  });

  test("a category document carries its article references", async () => {
    const document = await getCategoryDocument({ ctx: guest, storeId: 10 });
    expect(document?.top_content_reference).toBeInstanceOf(Array);
    expect(document?.content_reference).toBeInstanceOf(Array);
  });
});
