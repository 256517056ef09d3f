// @vitest-environment jsdom
import { describe, expect, test } from "vitest";

import { ProductGrid } from "#app/components/product/product-grid.tsx";
import { OIL } from "#app/testing/card-fixtures.ts";
import { renderAsServer } from "#app/testing/render-as-server.tsx";
import { type BoxCard, keptCard } from "#bff/rules/kept-cards.ts";

/** The list the server sends and the mark by which the browser loads its code (or not). */
async function serverList(products: Array<BoxCard>) {
  const page = await renderAsServer(<ProductGrid products={products} />, {
    url: "http://localhost/masazni-oleje",
    rootData: { locale: "cs", frame: {}, features: [], compareIds: [] },
  });
  const list = page.getByRole("list");
  return {
    names: Array.from(list.querySelectorAll("h3"), (heading) => heading.textContent),
    mark: list.parentElement?.dataset.deferred,
  };
}

describe("a grid of product boxes as the server renders it", () => {
  test("a list the browser renders from data is marked for the box's code", async () => {
    expect(await serverList([OIL])).toEqual({
      names: ["Masážní olej Vanilka 200 ml"],
      mark: "product-cards",
    });
  });

  test("a kept list has the same boxes and needs no code to hydrate", async () => {
    expect(await serverList([keptCard(OIL)])).toEqual({
      names: ["Masážní olej Vanilka 200 ml"],
      mark: "",
    });
  });
});
