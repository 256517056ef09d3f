// @vitest-environment jsdom
import { cleanup } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";

import { takeBox } from "#app/components/product/kept-box-parts.ts";
import { ProductCard } from "#app/components/product/product-card.tsx";
import { OIL } from "#app/testing/card-fixtures.ts";
import { renderAsServer } from "#app/testing/render-as-server.tsx";
import type { ProductCard as ProductCardData } from "#bff/pages/product-card.ts";

afterEach(cleanup);

const ON = ["favourites", "wishList", "compare"];

async function serverBox(card: ProductCardData, anchorScope?: string) {
  const page = await renderAsServer(<ProductCard product={card} anchorScope={anchorScope} />, {
    url: "http://localhost/masazni-oleje",
    rootData: { locale: "cs", frame: {}, features: ON, compareIds: [] },
  });
  const article = page.getByRole("article");
  document.body.append(article);
  return article;
}

describe("a kept box's parts, read from the server's markup", () => {
  test("its product, variant, name and price, and each of its forms", async () => {
    const box = takeBox(await serverBox(OIL, "homepage__forYou"));
    expect(box).toMatchObject({
      productId: 1001,
      variantId: 10011,
      name: "Masážní olej Vanilka 200 ml",
      item: {
        item_id: "1001",
        item_name: "Masážní olej Vanilka 200 ml",
        item_variant: "10011",
        price: 1234.5,
      },
      addQuantity: 2,
      choose: null,
    });
    expect(box.link?.getAttribute("href")).toBe("/produkt/masazni-olej-vanilka-200-ml");
    expect(box.wish?.getAttribute("action")).toBe("/uzivatel/oblibene");
    expect(box.compare?.getAttribute("action")).toBe("/porovnani");
    expect(box.add?.getAttribute("action")).toBe("/produkt/masazni-olej-vanilka-200-ml");
  });

  test("'Vybrat variantu' becomes the button it is with JavaScript, once", async () => {
    const article = await serverBox({ ...OIL, addVariantId: null });
    const box = takeBox(article);
    expect(box.add).toBeNull();
    expect(box.choose?.href).toBe("/produkt/masazni-olej-vanilka-200-ml");
    expect(box.choose?.button.textContent).toBe("Vybrat variantu: Masážní olej Vanilka 200 ml");
    expect(article.querySelector("a.box-choose")).toBeNull();
    // An effect run twice finds the same button and address.
    const again = takeBox(article);
    expect(again.choose?.button).toBe(box.choose?.button);
    expect(again.choose?.href).toBe("/produkt/masazni-olej-vanilka-200-ml");
  });
});
